import { useQueries } from '@tanstack/react-query';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { useFirstPaint } from '@/lib/first-paint.ts';
import { Link } from '@/ui/link.tsx';
import { entryPointCountQueries } from './api.ts';
import * as styles from './browse.css.ts';

/**
 * The ways into the collection with their real counts: the home page links the lists, the browse
 * page their alphabetical views. On a first load the counts, which the page carries, are written
 * out once the page has painted: the browser's first number format of a visit loads the locale's
 * data (about 15 ms, four times that on a phone), which held back the home page's heading.
 */
export function EntryPoints({ variant }: { variant: 'home' | 'browse' }) {
  const { t, locale } = useI18n();
  const painted = useFirstPaint();
  const [catalogues, publishers, places, holders] = useQueries({ queries: entryPointCountQueries() });
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
              {entry.count === undefined || !painted
                ? '…'
                : t(entry.countKey, { n: formatNumber(entry.count, locale) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
