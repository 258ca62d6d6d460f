import { useQueries } from '@tanstack/react-query';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { Link } from '../../ui/link.tsx';
import * as styles from './browse.css.ts';

type Counted = '/catalogues' | '/publishers' | '/places' | '/holders';

const countQuery = (path: Counted) => ({
  queryKey: ['count', path],
  queryFn: async () =>
    (await unwrap(catalogueApi.GET(path, { params: { query: { 'per-page': 1 } } }))).pagination.count,
  staleTime: 60_000,
});

/**
 * The ways into the collection with their real counts: the home page links the lists, the browse
 * page their alphabetical views.
 */
export function EntryPoints({ variant }: { variant: 'home' | 'browse' }) {
  const { t, locale } = useI18n();
  const [catalogues, publishers, places, holders] = useQueries({
    queries: [
      countQuery('/catalogues'),
      countQuery('/publishers'),
      countQuery('/places'),
      countQuery('/holders'),
    ],
  });
  const browse = variant === 'browse';
  const entries = [
    {
      to: browse ? '/browse/catalogues' : '/catalogues',
      label: t(browse ? 'browse_catalogues' : 'catalogues'),
      count: catalogues?.data,
      countKey: 'n_catalogues',
    },
    {
      to: browse ? '/browse/publishers' : '/publisher',
      label: t(browse ? 'browse_publishers' : 'publishers'),
      count: publishers?.data,
      countKey: 'n_publishers',
    },
    {
      to: browse ? '/browse/places' : '/place',
      label: t(browse ? 'browse_places' : 'places'),
      count: places?.data,
      countKey: 'n_places',
    },
    {
      to: '/holders',
      label: t(browse ? 'browse_holders' : 'holders'),
      count: holders?.data,
      countKey: 'n_holders',
    },
  ] as const;
  return (
    <ul className={styles.entries} aria-label={t('browse_by')}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} variant="plain" className={styles.entry}>
            <span className={styles.entryLabel}>{entry.label}</span>
            <span className={styles.entryCount}>
              {entry.count === undefined ? '…' : t(entry.countKey, { n: formatNumber(entry.count, locale) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
