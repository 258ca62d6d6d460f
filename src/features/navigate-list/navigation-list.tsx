import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
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
import { rowsToRender, useRowView } from './row-window.ts';

const columnLabels: Record<SortColumn, TranslationKey> = {
  title: 'column_title',
  publishers: 'column_publishers',
  places: 'column_places',
  year: 'column_year',
};

/** Rows rendered beyond each edge of the table's box, so a short scroll shows them at once. */
const overscanRows = 8;

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
  const rows: RowSource | undefined =
    count === undefined
      ? undefined
      : {
          count,
          rowAt: (index) => loaded.get(Math.floor(index / windowSize) + 1)?.[index % windowSize],
          view,
        };
  return {
    rows,
    isPending: enabled && firstWindow?.isPending === true,
    isError: firstWindow?.isError === true,
    retry: () => void firstWindow?.refetch(),
    show: useCallback((first: number, last: number) => setRange({ view, first, last }), [view]),
  };
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
  // Every row has the same height, so the rows in view are found by arithmetic on the scroll
  // offset: no row is measured, and nothing is done per row of the 100,000s not shown.
  const view = useRowView(scrollRef, useRowHeight());
  const shown = rowsToRender(view, rows.count, overscanRows, focusedIndex);

  // A new order or filter is read from its first row.
  const viewBefore = useRef(rows.view);
  useLayoutEffect(() => {
    if (viewBefore.current === rows.view) return;
    viewBefore.current = rows.view;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [rows.view]);

  // The windows to fetch are those of the rows in view, not of a focused row scrolled away.
  const inView = rowsToRender(view, rows.count, overscanRows);
  const firstInView = inView[0] ?? 0;
  const lastInView = inView.at(-1) ?? 0;
  useEffect(() => onRangeChange(firstInView, lastInView), [onRangeChange, firstInView, lastInView]);

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setFocused(row ? { view: rows.view, index: Number(row.dataset.index) } : null);
  };
  const forgetFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  const bodyRows: ReactNode[] = [];
  // Rows before the next one to render: the spacers are counted in rows, so their heights are the
  // rows' own rem heights, whatever a pixel comes to.
  let renderedUntil = 0;
  for (const index of shown) {
    const row = rows.rowAt(index);
    if (index > renderedUntil) bodyRows.push(spacerRow(`before-${index}`, index - renderedUntil));
    bodyRows.push(
      <tr key={index} aria-rowindex={index + 2} data-index={index} className={styles.bodyRow}>
        {row ? (
          <>
            <td className={styles.cell}>
              <Link
                to="/catalogues/$id/edition/$editionId"
                params={{ id: String(row.catalogueId), editionId: String(row.editionId) }}
                className={styles.clampedText}
                title={row.title}
              >
                {row.title}
              </Link>
            </td>
            <td className={styles.cell}>
              <div className={styles.clampedText}>{row.publishers}</div>
            </td>
            <td className={styles.cell}>
              <div className={styles.clampedText}>{row.places}</div>
            </td>
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
    renderedUntil = index + 1;
  }
  if (rows.count > renderedUntil) bodyRows.push(spacerRow('after', rows.count - renderedUntil));

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

/** A body row's height in pixels: its rem height at the page's root font size, read once. */
function useRowHeight() {
  const [height] = useState(
    () => styles.rowHeightRem * Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
  );
  return height;
}

/** Stands in for `rowCount` rows not rendered, so the scroll height is the height of all rows. */
function spacerRow(key: string, rowCount: number) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row is never focusable; hidden, screen readers do not count it as a row.
    <tr
      key={key}
      aria-hidden="true"
      className={styles.spacerRow}
      style={{ height: `${rowCount * styles.rowHeightRem}rem` }}
    >
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
