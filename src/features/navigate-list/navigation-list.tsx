import { useQuery } from '@tanstack/react-query';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { Button } from '@/ui/button.tsx';
import { ChevronDownIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import { navigationListQuery } from './api.ts';
import * as styles from './navigation-list.css.ts';
import {
  filterParam,
  type NavigationListSearch,
  nextSort,
  type Sort,
  type SortColumn,
  sortColumns,
  sortOf,
  sortParams,
} from './navigation-list-search.ts';
import {
  filterOrder,
  type PreparedRows,
  prepareRows,
  sortedOrder,
  toNavigationRow,
} from './navigation-rows.ts';

const columnLabels: Record<SortColumn, TranslationKey> = {
  title: 'column_title',
  publishers: 'column_publishers',
  places: 'column_places',
  year: 'column_year',
};

/** Waits this long after the last keystroke before writing the filter into the address. */
const filterToUrlDelayMs = 300;

export interface NavigationListProps {
  search: NavigationListSearch;
  /** Writes changed search params into the address; keys set to undefined are removed. */
  onSearchChange(change: Partial<NavigationListSearch>): void;
}

/** The navigation list (spec sections 3 and 7): every edition in one sortable, filterable table. */
export function NavigationList({ search, onSearchChange }: NavigationListProps) {
  const { locale, t } = useI18n();
  const headingId = useId();
  const editions = useQuery(navigationListQuery(locale));
  const sort = sortOf(search);
  const [filter, setFilter] = useUrlBackedText(search.filter ?? '', (value) =>
    onSearchChange({ filter: filterParam(value) }),
  );
  // Typing stays immediate; the table catches up when React has time.
  const appliedFilter = useDeferredValue(filter);

  const prepared = useMemo(
    () =>
      editions.data &&
      prepareRows(
        editions.data.map((item) => toNavigationRow(item, locale)),
        locale,
      ),
    [editions.data, locale],
  );
  const order = useMemo(
    () => (prepared ? sortedOrder(prepared, { column: sort.column, direction: sort.direction }) : []),
    [prepared, sort.column, sort.direction],
  );
  const shown = useMemo(
    () => (prepared ? filterOrder(prepared, order, appliedFilter) : []),
    [prepared, order, appliedFilter],
  );

  const status = prepared
    ? t('showing_n_of_total', {
        n: formatNumber(shown.length, locale),
        total: formatNumber(prepared.rows.length, locale),
      })
    : editions.isPending
      ? t('loading')
      : '';

  return (
    <div className={styles.screen}>
      <h1 id={headingId} className={styles.title}>
        {t('navigate_list')}
      </h1>
      <p className={styles.intro}>{t('navigate_list_intro')}</p>
      <div className={styles.toolbar}>
        <SearchField
          label={t('filter')}
          clearLabel={t('clear_search')}
          value={filter}
          onChange={setFilter}
          className={styles.filterField}
        />
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          {status}
        </p>
      </div>
      {editions.isError && !prepared ? (
        <div className={styles.problem} role="alert">
          <span>{t('an_error_occurred')}</span>
          <Button variant="secondary" onPress={() => void editions.refetch()}>
            {t('try_again')}
          </Button>
        </div>
      ) : prepared ? (
        <EditionTable
          prepared={prepared}
          shown={shown}
          sort={sort}
          labelledBy={headingId}
          onSort={(column) => onSearchChange(sortParams(nextSort(sort, column)))}
        />
      ) : null}
    </div>
  );
}

interface EditionTableProps {
  prepared: PreparedRows;
  /** Positions in `prepared.rows`, in display order. */
  shown: readonly number[];
  sort: Sort;
  labelledBy: string;
  onSort(column: SortColumn): void;
}

/**
 * A table whose body renders only the rows in view (plus a few), with empty spacer rows standing
 * in for the rest: 10,000 rows stay a few dozen elements, while the table keeps its native layout
 * and semantics. aria-rowcount and aria-rowindex tell screen readers the full size and each row's place.
 */
function EditionTable({ prepared, shown, sort, labelledBy, onSort }: EditionTableProps) {
  const { t } = useI18n();
  const scrollRef = useRef<HTMLElement>(null);
  // The row holding keyboard focus stays rendered when scrolled away, so focus is not lost with it.
  const [focusedPosition, setFocusedPosition] = useState<number | null>(null);
  const focusedIndex = focusedPosition === null ? -1 : shown.indexOf(focusedPosition);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 56,
    // Rows are measured as they render (long titles wrap); a size belongs to its edition, not to a position.
    getItemKey: (index) => prepared.rows[shown[index] as number]?.editionId ?? index,
    overscan: 8,
    rangeExtractor,
    useFlushSync: false,
  });

  // A new order or filter is read from its first row. Through the virtualizer, which would
  // otherwise restore its old offset while it measures the new rows.
  const shownBefore = useRef(shown);
  useLayoutEffect(() => {
    if (shownBefore.current === shown) return;
    shownBefore.current = shown;
    virtualizer.scrollToOffset(0);
  }, [shown, virtualizer]);

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-position]');
    setFocusedPosition(row ? Number(row.dataset.position) : null);
  };
  const forgetFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedPosition(null);
  };

  const bodyRows: ReactNode[] = [];
  let renderedUntil = 0;
  for (const item of virtualizer.getVirtualItems()) {
    const position = shown[item.index] as number;
    const row = prepared.rows[position];
    if (!row) continue;
    if (item.start > renderedUntil)
      bodyRows.push(spacerRow(`before-${item.key}`, item.start - renderedUntil));
    bodyRows.push(
      <tr
        key={item.key}
        ref={virtualizer.measureElement}
        aria-rowindex={item.index + 2}
        data-index={item.index}
        data-position={position}
        className={styles.bodyRow}
      >
        <td className={styles.cell}>
          <Link
            to="/catalogues/$id/edition/$editionId"
            params={{ id: String(row.catalogueId), editionId: String(row.editionId) }}
          >
            {row.title}
          </Link>
        </td>
        <td className={styles.cell}>{row.publishers}</td>
        <td className={styles.cell}>{row.places}</td>
        <td className={styles.yearCell}>{row.year}</td>
      </tr>,
    );
    renderedUntil = item.end;
  }
  const totalHeight = virtualizer.getTotalSize();
  if (totalHeight > renderedUntil) bodyRows.push(spacerRow('after', totalHeight - renderedUntil));

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
    <section ref={scrollRef} className={styles.scroller} aria-labelledby={labelledBy} tabIndex={0}>
      <table aria-labelledby={labelledBy} aria-rowcount={shown.length + 1} className={styles.table}>
        <colgroup>
          {sortColumns.map((column) => (
            <col key={column} className={styles.columnWidths[column]} />
          ))}
        </colgroup>
        <thead className={styles.head}>
          <tr aria-rowindex={1}>
            {sortColumns.map((column) => {
              const direction = sort.column === column ? sort.direction : null;
              return (
                <th
                  key={column}
                  scope="col"
                  className={styles.headerCell}
                  aria-sort={
                    direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'
                  }
                >
                  <AriaButton className={styles.sortButton} onPress={() => onSort(column)}>
                    {t(columnLabels[column])}
                    <ChevronDownIcon
                      size={16}
                      className={
                        direction === 'asc'
                          ? styles.sortIconAscending
                          : direction === 'desc'
                            ? styles.sortIconDescending
                            : styles.sortIconHidden
                      }
                    />
                  </AriaButton>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody onFocus={trackFocus} onBlur={forgetFocus}>
          {bodyRows}
        </tbody>
      </table>
      {shown.length === 0 && <p className={styles.empty}>{t('no_results')}</p>}
    </section>
  );
}

/** Stands in for rows not rendered, so the scroll height is the height of all rows. */
function spacerRow(key: string, height: number) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row is never focusable; hidden, screen readers do not count it as a row.
    <tr key={key} aria-hidden="true" className={styles.spacerRow} style={{ height }}>
      <td colSpan={sortColumns.length} />
    </tr>
  );
}

/**
 * A text kept in the address: edits show at once and reach the address after a pause, and a
 * change of the address from outside (back button, a link) replaces the text being edited.
 */
function useUrlBackedText(urlValue: string, writeToUrl: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const lastWritten = useRef(urlValue);
  const write = useEffectEvent(writeToUrl);

  useEffect(() => {
    if (text === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = text;
      write(text);
    }, filterToUrlDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (urlValue === lastWritten.current) return;
    lastWritten.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  return [text, setText] as const;
}
