import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentAddress, ListSearchBox, ScreenIntro } from '@/components/list-controls.tsx';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { RowAction } from '@/components/row-action.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import * as styles from './dashboard-list.css.ts';
import type { DashboardListSearch } from './dashboard-search.ts';

export interface DashboardColumn<Item> {
  key: string;
  header: string;
  cell: (item: Item) => ReactNode;
  /** The column that names the row (a `th scope="row"`); the first column unless another says so. */
  rowHeader?: boolean;
}

export interface DashboardPage<Item> {
  items: Item[];
  count: number;
  pages: number;
}

/** The look and the accessible name of a row's action link. */
export interface RowLinkProps {
  variant: 'button';
  'aria-label': string;
  children: string;
}

/** The dashboard's list screens. */
export type DashboardListPath =
  | '/dashboard/'
  | '/dashboard/places/'
  | '/dashboard/holders/'
  | '/dashboard/publishers/';

export interface DashboardListProps<Item> {
  /** The route showing the list, whose URL state (search text, page) it changes. */
  from: DashboardListPath;
  title: string;
  search: DashboardListSearch;
  searchLabel: string;
  /** The link or button that creates a new item. */
  create?: ReactNode;
  query: UseQueryResult<DashboardPage<Item>>;
  columns: DashboardColumn<Item>[];
  itemKey: (item: Item) => number;
  /** How a row's item is named to screen readers on its buttons: 'Edit: Florence'. */
  itemName: (item: Item) => string;
  /** The row's Edit link, given the props that make it look and read like the others. */
  editLink: (item: Item, props: RowLinkProps) => ReactNode;
  /** Links between Edit and Delete, e.g. the public page. */
  moreActions?: (item: Item, props: (label: string) => RowLinkProps) => ReactNode;
  onDelete: (item: Item) => void;
  emptyKey?: TranslationKey;
}

const linkProps = (label: string, name: string): RowLinkProps => ({
  variant: 'button',
  'aria-label': `${label}: ${name}`,
  children: label,
});

/**
 * A dashboard list's page of items, from the slice's query options for the URL's search and page:
 * the previous page stays on screen while the next one loads.
 */
export function useDashboardPage<Item, Key extends QueryKey>(
  options: UseQueryOptions<DashboardPage<Item>, Error, DashboardPage<Item>, Key>,
) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

/** A dashboard list: a search box, a table of items with their actions, and pages, all in the URL. */
export function DashboardList<Item>({
  from,
  title,
  search,
  searchLabel,
  create,
  query,
  columns,
  itemKey,
  itemName,
  editLink,
  moreActions,
  onDelete,
  emptyKey = 'no_results',
}: DashboardListProps<Item>) {
  const { t, locale } = useI18n();
  const navigate = useNavigate({ from });
  const go = (patch: Partial<DashboardListSearch>, replace = false) =>
    navigate({
      ...currentAddress,
      search: (previous) => ({ ...previous, ...patch }),
      replace,
      resetScroll: false,
    });
  const page = search.page ?? 1;
  const data = query.data;
  const headerIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <ScreenIntro title={title} />
        {create}
      </div>
      {/* The search box grows along a row (flex-basis); here, in a column, it must not grow downwards. */}
      <div>
        <ListSearchBox
          value={search.q}
          label={searchLabel}
          onSearch={(q) => go({ q, page: undefined }, true)}
        />
      </div>
      <p className={styles.count} role="status">
        {data && t('about_n_results', { n: formatNumber(data.count, locale) })}
        {query.isFetching && <Spinner />}
      </p>
      {query.isError && !data ? (
        <RetryNotice onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        <p>{t(emptyKey)}</p>
      ) : data ? (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>{title}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.header}
                  </th>
                ))}
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={itemKey(item)}>
                  {columns.map((column, index) =>
                    index === headerIndex ? (
                      <th key={column.key} scope="row">
                        {column.cell(item)}
                      </th>
                    ) : (
                      <td key={column.key}>{column.cell(item)}</td>
                    ),
                  )}
                  <td>
                    <div className={styles.actions}>
                      {editLink(item, linkProps(t('edit'), itemName(item)))}
                      {moreActions?.(item, (label) => linkProps(label, itemName(item)))}
                      <RowAction
                        label={t('delete')}
                        itemName={itemName(item)}
                        onPress={() => onDelete(item)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Spinner />
      )}
      {data && data.pages > 1 && (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => go({ page: page - 1 })}>
            {t('previous_page')}
          </Button>
          <span>
            {t('page_of_pages', {
              page: formatNumber(page, locale),
              pages: formatNumber(data.pages, locale),
            })}
          </span>
          <Button variant="secondary" isDisabled={page >= data.pages} onPress={() => go({ page: page + 1 })}>
            {t('next_page')}
          </Button>
        </nav>
      )}
    </div>
  );
}
