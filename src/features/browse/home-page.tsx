import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { recentCataloguesQuery } from '@/api/queries/catalogues.ts';
import { CatalogueCard, CatalogueCardSkeleton } from '@/components/catalogue-card.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import * as styles from './browse.css.ts';
import { EntryPoints } from './entry-points.tsx';

/** The home page: what the collection is, the ways into it with real counts, and what is new. */
export function HomePage() {
  const { t, locale } = useI18n();
  const recentHeading = useId();
  const recent = useQuery(recentCataloguesQuery(locale));
  return (
    <div className={styles.home}>
      <h1 className={styles.homeTitle}>{t('home_title')}</h1>
      <p className={styles.homeIntro}>{t('home_intro')}</p>
      <EntryPoints variant="home" />
      <section className={listStyles.results} aria-labelledby={recentHeading}>
        <h2 id={recentHeading} className={listStyles.sectionTitle}>
          {t('recently_added')}
        </h2>
        <ul className={listStyles.cardGrid} aria-busy={recent.isPending}>
          {recent.data
            ? recent.data.map((catalogue) => (
                <li key={catalogue.id} className={listStyles.listItem}>
                  <CatalogueCard
                    catalogueId={catalogue.id}
                    title={catalogue.title}
                    edition={catalogue.editions[0] ?? null}
                    headingLevel={3}
                  />
                </li>
              ))
            : [0, 1, 2].map((index) => (
                <li key={index} aria-hidden="true">
                  <CatalogueCardSkeleton />
                </li>
              ))}
        </ul>
        <p>
          <Link to="/catalogues" search={{ sort: 'recent' }} variant="inline">
            {t('see_all_catalogues')}
          </Link>
        </p>
      </section>
    </div>
  );
}
