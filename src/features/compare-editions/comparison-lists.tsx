import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { PlainButton } from '@/ui/plain-button.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import type { EditionComparison } from './api.ts';
import * as styles from './compare.css.ts';
import type { Side } from './compare-search.ts';
import { type EntryRow, entryRows, filterRows, firstRows } from './entry-rows.ts';

interface ComparisonListsProps {
  comparison: EditionComparison;
  /** Opens `page` in the reader of `side`. */
  onShowPage: (side: Side, page: number) => void;
}

/** The comparison's answer: the entries added, removed and renumbered, each with its pages. */
export function ComparisonLists({ comparison, onShowPage }: ComparisonListsProps) {
  const { t, locale } = useI18n();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(() => entryRows(comparison), [comparison]);
  const count = (n: number) => n.toLocaleString(locale);
  const nothingChanged =
    comparison.added.length === 0 && comparison.removed.length === 0 && comparison.renumbered.length === 0;

  return (
    <>
      <p className={styles.muted}>
        {t('compare_entries_read', {
          from: count(comparison.from.entries),
          to: count(comparison.to.entries),
        })}{' '}
        {t('compare_unchanged', { n: count(comparison.unchanged) })}
      </p>
      {nothingChanged ? (
        <p className={styles.explanation}>{t('compare_same_entries')}</p>
      ) : (
        <>
          <SearchField
            label={t('compare_find_entry')}
            clearLabel={t('clear')}
            value={query}
            onChange={setQuery}
            className={styles.filter}
          />
          <div className={styles.groups}>
            <EntryGroup
              heading={(n) => t('compare_added', { n })}
              rows={rows.added}
              query={deferredQuery}
              onShowPage={onShowPage}
            />
            <EntryGroup
              heading={(n) => t('compare_removed', { n })}
              rows={rows.removed}
              query={deferredQuery}
              onShowPage={onShowPage}
            />
            <EntryGroup
              heading={(n) => t('compare_renumbered', { n })}
              rows={rows.renumbered}
              query={deferredQuery}
              onShowPage={onShowPage}
            />
          </div>
        </>
      )}
    </>
  );
}

function EntryGroup({
  heading,
  rows,
  query,
  onShowPage,
}: {
  heading: (count: string) => string;
  rows: readonly EntryRow[];
  query: string;
  onShowPage: (side: Side, page: number) => void;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const matching = useMemo(() => filterRows(rows, query), [rows, query]);
  const shown = showAll ? matching : matching.slice(0, firstRows);
  const count = (n: number) => n.toLocaleString(locale);

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.listHeading}>
        {heading(count(rows.length))}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('compare_no_entries_in_list')}</p>
      ) : matching.length === 0 ? (
        <p className={styles.muted}>{t('compare_no_entry_matches', { query: query.trim() })}</p>
      ) : (
        <ul className={styles.entries}>
          {shown.map((row) => (
            <Entry key={row.key} row={row} onShowPage={onShowPage} />
          ))}
        </ul>
      )}
      {shown.length < matching.length && (
        <PlainButton variant="secondary" size="sm" onPress={() => setShowAll(true)}>
          {t('compare_show_all', { n: count(matching.length) })}
        </PlainButton>
      )}
    </section>
  );
}

function Entry({ row, onShowPage }: { row: EntryRow; onShowPage: (side: Side, page: number) => void }) {
  const { t } = useI18n();
  const numbers =
    row.fromNumber !== undefined && row.toNumber !== undefined
      ? t('compare_renumbered_numbers', { from: row.fromNumber, to: row.toNumber })
      : (row.toNumber ?? row.fromNumber ?? '');
  const pageButton = (side: Side, page: number | undefined) =>
    page === undefined ? null : (
      <PlainButton
        variant="ghost"
        size="sm"
        aria-label={t('compare_go_to_page_of', {
          page,
          edition: t(side === 'from' ? 'compare_first_edition_lower' : 'compare_second_edition_lower'),
        })}
        onPress={() => onShowPage(side, page)}
      >
        {t('compare_go_to_page', { page })}
      </PlainButton>
    );
  return (
    <li className={styles.entry}>
      <span className={styles.entryNumber}>{numbers}</span>
      <span className={styles.entryText}>{row.text}</span>
      <span className={styles.entryPages}>
        {pageButton('from', row.fromPage)}
        {pageButton('to', row.toPage)}
      </span>
    </li>
  );
}
