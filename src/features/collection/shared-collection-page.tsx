import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CatalogueCard, CatalogueCardSkeleton, collectionItemOf } from '@/components/catalogue-card.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { ScreenIntro } from '@/components/list-controls.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { idsOf } from '@/lib/list-search.ts';
import type { SharedCollectionSearch } from '@/lib/shared-collection.ts';
import { useCollection } from '@/session/collection-context.tsx';
import { Button } from '@/ui/button.tsx';
import { BookmarkIcon } from '@/ui/icons.tsx';
import { collectionCataloguesQuery, collectionParams } from './api.ts';
import * as styles from './collection-widget.css.ts';

/**
 * `/catalogues/collection?ids=3,12,7`: a collection someone shared, for anyone, without an account.
 * The catalogues as cards in the link's order, "Add all to my collection", the export menu, and how
 * many of the link's entries were not found (unknown or malformed ids); the others are shown.
 */
export function SharedCollectionPage({ search }: { search: SharedCollectionSearch }) {
  const { t, locale } = useI18n();
  const ids = useMemo(() => idsOf(search.ids), [search.ids]);
  const shared = useQuery(collectionCataloguesQuery(ids, locale));
  const { collection, send } = useCollection();
  // There from the start, so that each "Add all" is announced.
  const [status, setStatus] = useState('');

  const requested = ids.length + (search.skipped ?? 0);
  const found = shared.data ?? [];
  const notFound = shared.data ? requested - found.length : 0;

  const addAll = () => {
    const items = found.map((catalogue) =>
      collectionItemOf(catalogue.id, catalogue.title, catalogue.editions[0] ?? null),
    );
    const added = items.filter((item) => !collection.has(item.id)).length;
    send({ type: 'ADD_ALL', items });
    setStatus(added > 0 ? t('added_n_to_collection', { n: added }) : t('all_already_in_collection'));
  };

  return (
    <div className={listStyles.screen}>
      <ScreenIntro title={t('shared_collection')} intro={t('shared_collection_intro')} />
      {requested === 0 ? (
        <p className={listStyles.empty}>{t('shared_collection_empty')}</p>
      ) : (
        <>
          <div className={listStyles.toolbar}>
            <div className={listStyles.toolbarActions}>
              <Button variant="primary" isDisabled={found.length === 0} onPress={addAll}>
                <BookmarkIcon size={16} />
                {t('add_all_to_my_collection')}
              </Button>
              <ExportMenu
                target={{ list: 'catalogues', params: collectionParams(ids, locale) }}
                isDisabled={found.length === 0}
              />
              <p role="status" className={listStyles.resultCount}>
                {status}
              </p>
            </div>
          </div>
          {notFound > 0 && (
            <p className={styles.sharedNotFound}>
              {t('shared_catalogues_not_found', { n: notFound, total: requested })}
            </p>
          )}
          {shared.isError ? (
            <RetryNotice onRetry={() => void shared.refetch()} />
          ) : shared.isPending ? (
            <ul className={listStyles.cardGrid} aria-hidden="true">
              {ids.slice(0, 6).map((id) => (
                <li key={id}>
                  <CatalogueCardSkeleton />
                </li>
              ))}
            </ul>
          ) : found.length === 0 ? (
            <p className={listStyles.empty}>{t('no_catalogues_found')}</p>
          ) : (
            <ul className={listStyles.cardGrid} aria-label={t('shared_collection')}>
              {found.map((catalogue) => (
                <li key={catalogue.id} className={listStyles.listItem}>
                  <CatalogueCard
                    catalogueId={catalogue.id}
                    title={catalogue.title}
                    edition={catalogue.editions[0] ?? null}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
