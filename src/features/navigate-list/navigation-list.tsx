import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
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
import { navigationWindowQuery, windowSize } from './api.ts';
import * as styles from './navigation-list.css.ts';
import {
  defaultSort,
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
  type EditionListItem,
  filterOrder,
  type NavigationRow,
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

/**
 * The rows the table shows, whoever sorted and filtered them. `view` names the order and filter:
 * when it changes the table goes back to its first row.
 */
interface RowSource {
  count: number;
  rowAt(index: number): NavigationRow | undefined;
  view: string;
}

/** The navigation list (spec sections 3 and 7): every edition in one sortable, filterable table. */
export function NavigationList({ search, onSearchChange }: NavigationListProps) {
  const { locale, t } = useI18n();
  const headingId = useId();
  const sort = sortOf(search);
  const [filter, setFilter] = useUrlBackedText(search.filter ?? '', (value) =>
    onSearchChange({ filter: filterParam(value) }),
  );
  // Typing stays immediate; the table catches up when React has time.
  const appliedFilter = useDeferredValue(filter);

  // The list's first window in its own order, unfiltered: it tells the total, and holds every
  // edition when the collection is small enough to sort and filter without asking again.
  const first = useQuery(navigationWindowQuery(locale, { sort: defaultSort, filter: '', page: 1 }));
  const whole =
    first.data && first.data.editions.length >= first.data.pagination.count ? first.data.editions : undefined;
  const inBrowser = useRowsSortedInBrowser(whole, locale, sort, appliedFilter);
  // A large collection is filtered by the database once the text has reached the address, after
  // the pause, rather than at every keystroke. An address with its own order or filter asks for
  // its window alongside the first one rather than after it: on a large collection that saves a
  // round trip before the first rows, on a small one the answer is not used.
  const ownView =
    sort.column !== defaultSort.column ||
    sort.direction !== defaultSort.direction ||
    Boolean(search.filter?.trim());
  const fromDatabase = useRowsFromDatabase(
    whole === undefined && (first.data !== undefined || ownView),
    locale,
    sort,
    search.filter ?? '',
  );
  const rows = whole ? inBrowser : fromDatabase.rows;
  const total = first.data?.pagination.count;

  const status =
    rows && total !== undefined
      ? t('showing_n_of_total', { n: formatNumber(rows.count, locale), total: formatNumber(total, locale) })
      : first.isPending || fromDatabase.isPending
        ? t('loading')
        : '';
  const failed = first.isError || (whole === undefined && fromDatabase.isError);

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
      {failed && !rows ? (
        <div className={styles.problem} role="alert">
          <span>{t('an_error_occurred')}</span>
          <Button
            variant="secondary"
            onPress={() => {
              void first.refetch();
              fromDatabase.retry();
            }}
          >
            {t('try_again')}
          </Button>
        </div>
      ) : rows ? (
        <EditionTable
          rows={rows}
          sort={sort}
          labelledBy={headingId}
          onSort={(column) => onSearchChange(sortParams(nextSort(sort, column)))}
          onRangeChange={fromDatabase.show}
        />
      ) : null}
    </div>
  );
}

/** Every edition in hand: sorted with the locale's collation and filtered as the visitor types. */
function useRowsSortedInBrowser(
  editions: readonly EditionListItem[] | undefined,
  locale: string,
  sort: Sort,
  filter: string,
): RowSource | undefined {
  const prepared = useMemo(
    () =>
      editions &&
      prepareRows(
        editions.map((item) => toNavigationRow(item, locale)),
        locale,
      ),
    [editions, locale],
  );
  const order = useMemo(
    () => (prepared ? sortedOrder(prepared, { column: sort.column, direction: sort.direction }) : []),
    [prepared, sort.column, sort.direction],
  );
  const shown = useMemo(
    () => (prepared ? filterOrder(prepared, order, filter) : []),
    [prepared, order, filter],
  );
  return useMemo(
    () =>
      prepared && {
        count: shown.length,
        rowAt: (index: number) => prepared.rows[shown[index] as number],
        view: `${sort.column}-${sort.direction}-${filter}`,
      },
    [prepared, shown, sort.column, sort.direction, filter],
  );
}

/**
 * A collection too large for one window: the database sorts and filters, and the table asks for
 * the windows its visible rows fall in (with the one after, so scrolling on rarely waits).
 */
function useRowsFromDatabase(enabled: boolean, locale: string, sort: Sort, filter: string) {
  const view = `${sort.column}-${sort.direction}-${filter.trim()}`;
  const [range, setRange] = useState({ view, first: 0, last: 0 });
  const visible = range.view === view ? range : { view, first: 0, last: 0 };
  const pages = [
    ...new Set([
      1,
      ...Array.from(
        {
          length:
            Math.floor((visible.last + windowSize) / windowSize) - Math.floor(visible.first / windowSize),
        },
        (_, offset) => Math.floor(visible.first / windowSize) + offset + 1,
      ),
    ]),
  ];
  const windows = useQueries({
    queries: pages.map((page) => ({
      ...navigationWindowQuery(locale, { sort, filter, page }),
      enabled,
      // The rows of the previous order stay until the new order's arrive, instead of a blank table.
      placeholderData: page === 1 ? keepPreviousData : undefined,
    })),
  });
  const firstWindow = windows[0];
  // Each window's rows are converted once, when it arrives, not at every look-up.
  const converted = useRef(new WeakMap<readonly EditionListItem[], NavigationRow[]>());
  const loaded = new Map(
    pages.map((page, position) => {
      const editions = windows[position]?.data?.editions;
      let windowRows = editions && converted.current.get(editions);
      if (editions && !windowRows) {
        windowRows = editions.map((item) => toNavigationRow(item, locale));
        converted.current.set(editions, windowRows);
      }
      return [page, windowRows];
    }),
  );
  const count = firstWindow?.data?.pagination.count;
  const rows = useStableRows(count, view, loaded);
  return {
    rows,
    isPending: enabled && firstWindow?.isPending === true,
    isError: firstWindow?.isError === true,
    retry: () => void firstWindow?.refetch(),
    show: useCallback((first: number, last: number) => setRange({ view, first, last }), [view]),
  };
}

/**
 * The same row source while its count, view and loaded windows stay the same. The table's
 * virtualizer recomputes the place of every row (100,000s of them: most of the time before the
 * first rows showed) whenever the source changes, so a render that changes nothing must keep it.
 */
function useStableRows(
  count: number | undefined,
  view: string,
  loaded: Map<number, NavigationRow[] | undefined>,
): RowSource | undefined {
  const kept = useRef<{ loaded: Map<number, NavigationRow[] | undefined>; rows: RowSource } | null>(null);
  if (count === undefined) return undefined;
  const previous = kept.current;
  if (
    previous &&
    previous.rows.count === count &&
    previous.rows.view === view &&
    previous.loaded.size === loaded.size &&
    [...loaded].every(([page, windowRows]) => previous.loaded.get(page) === windowRows)
  ) {
    return previous.rows;
  }
  const rows: RowSource = {
    count,
    rowAt: (index) => loaded.get(Math.floor(index / windowSize) + 1)?.[index % windowSize],
    view,
  };
  kept.current = { loaded, rows };
  return rows;
}

interface EditionTableProps {
  rows: RowSource;
  sort: Sort;
  labelledBy: string;
  onSort(column: SortColumn): void;
  /** Told which rows are in view (first and last index), so their windows can be fetched. */
  onRangeChange(first: number, last: number): void;
}

/**
 * A table whose body renders only the rows in view (plus a few), with empty spacer rows standing
 * in for the rest: 100,000 rows stay a few dozen elements, while the table keeps its native layout
 * and semantics. aria-rowcount and aria-rowindex tell screen readers the full size and each row's place.
 */
function EditionTable({ rows, sort, labelledBy, onSort, onRangeChange }: EditionTableProps) {
  const { t } = useI18n();
  const scrollRef = useRef<HTMLElement>(null);
  // The row holding keyboard focus stays rendered when scrolled away, so focus is not lost with it.
  const [focused, setFocused] = useState<{ view: string; index: number } | null>(null);
  const focusedIndex = focused?.view === rows.view ? focused.index : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  // Rows are measured as they render (long titles wrap); a size belongs to its edition, not to a
  // position. Kept while the rows stay the same: a new function makes the virtualizer place every row again.
  const getItemKey = useCallback((index: number) => rows.rowAt(index)?.editionId ?? `row-${index}`, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 56,
    getItemKey,
    overscan: 8,
    rangeExtractor,
    useFlushSync: false,
  });

  // A new order or filter is read from its first row. Through the virtualizer, which would
  // otherwise restore its old offset while it measures the new rows.
  const viewBefore = useRef(rows.view);
  useLayoutEffect(() => {
    if (viewBefore.current === rows.view) return;
    viewBefore.current = rows.view;
    virtualizer.scrollToOffset(0);
  }, [rows.view, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const firstInView = items[0]?.index ?? 0;
  const lastInView = items.at(-1)?.index ?? 0;
  useEffect(() => onRangeChange(firstInView, lastInView), [onRangeChange, firstInView, lastInView]);

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setFocused(row ? { view: rows.view, index: Number(row.dataset.index) } : null);
  };
  const forgetFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  const bodyRows: ReactNode[] = [];
  let renderedUntil = 0;
  for (const item of items) {
    const row = rows.rowAt(item.index);
    if (item.start > renderedUntil)
      bodyRows.push(spacerRow(`before-${item.key}`, item.start - renderedUntil));
    bodyRows.push(
      <tr
        key={item.key}
        ref={virtualizer.measureElement}
        aria-rowindex={item.index + 2}
        data-index={item.index}
        className={styles.bodyRow}
      >
        {row ? (
          <>
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
          </>
        ) : (
          // A window still on its way: the row keeps its place and says so.
          <td colSpan={sortColumns.length} className={styles.cell} aria-busy="true">
            {t('loading')}
          </td>
        )}
      </tr>,
    );
    renderedUntil = item.end;
  }
  const totalHeight = virtualizer.getTotalSize();
  if (totalHeight > renderedUntil) bodyRows.push(spacerRow('after', totalHeight - renderedUntil));

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
    <section ref={scrollRef} className={styles.scroller} aria-labelledby={labelledBy} tabIndex={0}>
      <table aria-labelledby={labelledBy} aria-rowcount={rows.count + 1} className={styles.table}>
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
      {rows.count === 0 && <p className={styles.empty}>{t('no_results')}</p>}
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
