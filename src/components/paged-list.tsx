import { type ReactNode, useEffect, useRef } from 'react';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { Button } from '@/ui/button.tsx';
import type { ListView } from '../../machines/list-paging/list-paging.selectors.ts';
import * as styles from './lists.css.ts';
import { RetryNotice } from './retry-notice.tsx';

export interface PagedListProps<Item> {
  view: ListView<Item>;
  loadMore: () => void;
  retry: () => void;
  /** Accessible name of the list of results. */
  label: string;
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  /** A placeholder with the item's shape, shown while the first page loads. */
  renderSkeleton: () => ReactNode;
  /** Translation key of the empty state, e.g. 'no_catalogues_found'. */
  emptyKey: TranslationKey;
  /** cards: a grid of catalogue cards; rows: two columns of short entries; single: one column. */
  layout?: 'cards' | 'rows' | 'single';
  skeletons?: number;
}

/**
 * A paged list: 'About {n} results', the rows, and more rows as the end comes into view (spec
 * section 4: infinite scroll appends). The Load more button does the same for keyboard and
 * screen-reader users and where scrolling is not possible; a failed page offers Try again and
 * keeps the rows already shown.
 */
export function PagedList<Item>({
  view,
  loadMore,
  retry,
  label,
  itemKey,
  renderItem,
  renderSkeleton,
  emptyKey,
  layout = 'cards',
  skeletons = 6,
}: PagedListProps<Item>) {
  const { t, locale } = useI18n();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = view.status === 'ready';

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, loadMore]);

  const listClass =
    layout === 'cards' ? styles.cardGrid : layout === 'rows' ? styles.rowList : styles.singleList;
  const showSkeletons = view.isLoading || view.status === 'idle';
  const count = formatNumber(view.count, locale);

  return (
    <section className={styles.results} aria-label={label} aria-busy={view.isLoading || view.isAppending}>
      <p className={styles.resultCount} role="status">
        {showSkeletons
          ? t('loading')
          : view.failedWhile === 'loading'
            ? ''
            : t('about_n_results', { n: count })}
      </p>
      {showSkeletons ? (
        // Keyed apart from the results: were React to reuse this list and a placeholder whose
        // index equals an item's key, that card would move in from the placeholder's place (CLS).
        <ul key="placeholders" className={listClass} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={index} className={styles.listItem}>
              {renderSkeleton()}
            </li>
          ))}
        </ul>
      ) : view.items.length > 0 ? (
        <ul key="results" className={listClass}>
          {view.items.map((item) => (
            <li key={itemKey(item)} className={styles.listItem}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : view.isEmpty ? (
        <p className={styles.empty}>{t(emptyKey)}</p>
      ) : null}
      {view.isAppending && (
        <ul className={listClass} aria-hidden="true">
          {Array.from({ length: Math.min(skeletons, 3) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={index} className={styles.listItem}>
              {renderSkeleton()}
            </li>
          ))}
        </ul>
      )}
      {view.status === 'failed' && <RetryNotice onRetry={retry} />}
      {canLoadMore && (
        <div ref={sentinel} className={styles.more}>
          <Button variant="secondary" onPress={loadMore}>
            {t('load_more')}
          </Button>
        </div>
      )}
    </section>
  );
}
