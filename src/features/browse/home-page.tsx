import { useQueries } from '@tanstack/react-query';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../../ui/link.tsx';
import * as styles from './browse.css.ts';

const countQuery = (path: '/catalogues' | '/publishers' | '/places' | '/holders') => ({
  queryKey: ['count', path],
  queryFn: async () =>
    (await unwrap(catalogueApi.GET(path, { params: { query: { 'per-page': 1 } } }))).pagination.count,
  staleTime: 60_000,
});

/** The home page: what the collection is and the ways into it, with real counts. */
export function HomePage() {
  const t = useT();
  const [catalogues, publishers, places, holders] = useQueries({
    queries: [
      countQuery('/catalogues'),
      countQuery('/publishers'),
      countQuery('/places'),
      countQuery('/holders'),
    ],
  });
  const entries = [
    { to: '/catalogues', label: t('catalogues'), count: catalogues?.data, countKey: 'n_catalogues' },
    { to: '/publisher', label: t('publishers'), count: publishers?.data, countKey: 'n_publishers' },
    { to: '/place', label: t('places'), count: places?.data, countKey: 'n_places' },
    { to: '/holders', label: t('holders'), count: holders?.data, countKey: 'n_holders' },
  ] as const;
  return (
    <div className={styles.home}>
      <h1 className={styles.homeTitle}>{t('home_title')}</h1>
      <p className={styles.homeIntro}>{t('home_intro')}</p>
      <ul className={styles.entries} aria-label={t('browse_by')}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} variant="plain" className={styles.entry}>
              <span className={styles.entryLabel}>{entry.label}</span>
              <span className={styles.entryCount}>
                {entry.count === undefined ? '…' : t(entry.countKey, { n: entry.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
