import { CatalogueCard } from '@/components/catalogue-card.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import * as styles from './catalogue.css.ts';
import { useCataloguePage } from './catalogue-page-context.tsx';

/**
 * `/catalogues/{id}/supplementary-content`: the contents that supplement this catalogue;
 * `/supplementary-contents-of`: the catalogues this one is supplementary content of.
 */
export function SupplementsView({ direction }: { direction: 'contents' | 'contentsOf' }) {
  const { t } = useI18n();
  const { supplements } = useCataloguePage();
  if (supplements.status === 'loading') return <Skeleton lines={4} />;
  if (!supplements.data) return null;
  const items =
    direction === 'contents'
      ? supplements.data.supplementaryContents
      : supplements.data.supplementaryContentsOf;
  return (
    <section
      className={styles.supplements}
      aria-label={t(direction === 'contents' ? 'supplementary_content' : 'supplementary_contents_of')}
    >
      {items.length === 0 ? (
        <p className={listStyles.empty}>{t('no_supplementary_contents')}</p>
      ) : (
        <ul className={listStyles.cardGrid}>
          {items.map((item) => (
            <li key={item.id} className={styles.supplement}>
              {item.title && <h2 className={styles.supplementTitle}>{item.title}</h2>}
              {item.note && <p className={styles.muted}>{item.note}</p>}
              {item.catalogue && (
                <CatalogueCard
                  catalogueId={item.catalogue.id}
                  title={item.catalogue.title}
                  edition={item.catalogue.editions[0] ?? null}
                  headingLevel={item.title ? 3 : 2}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
