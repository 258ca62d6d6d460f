import { type RefObject, useState } from 'react';
import { ExportMenu } from '@/components/export-menu.tsx';
import { useI18n, useT } from '@/i18n/i18n.tsx';
import { maxSharedIds } from '@/lib/shared-collection.ts';
import type { Collection } from '@/session/collection-context.tsx';
import { Button, IconButton } from '@/ui/button.tsx';
import { TrashIcon } from '@/ui/icons.tsx';
import { panelWidth } from '../../../machines/collection/collection.machine.ts';
import type { CollectionItem } from '../../../machines/collection/collection.rules.ts';
import type { CollectionView } from '../../../machines/collection/collection.selectors.ts';
import { collectionParams } from './api.ts';
import * as styles from './collection-widget.css.ts';
import { ShareLink } from './share-link.tsx';

// The collection's panel, loaded after the first paint: only the widget's button is needed to
// paint a page (collection-widget.tsx).

const placeholderImage =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64"%3E%3Crect width="48" height="64" fill="%23f5f3ef"/%3E%3Cpath d="M14 20h20v24l-10-7-10 7z" fill="%23d4cfc7"/%3E%3C/svg%3E';

/** The open panel beside the widget: the catalogues, Clear all, Share and Export. */
export function CollectionPanel({
  panelRef,
  collection,
  send,
}: {
  panelRef: RefObject<HTMLElement | null>;
  collection: CollectionView;
  send: Collection['send'];
}) {
  const t = useT();
  const { x, y } = collection.position;
  const panelLeft = Math.max(8, Math.min(x, window.innerWidth - panelWidth - 8));
  const opensUpward = y > window.innerHeight / 2;
  return (
    <section
      id="collection-panel"
      ref={panelRef}
      className={styles.panel}
      aria-labelledby="collection-panel-title"
      style={
        // Never past the screen's edge: what does not fit scrolls inside the panel.
        opensUpward
          ? { left: panelLeft, bottom: window.innerHeight - y + 8, maxHeight: y - 16 }
          : { left: panelLeft, top: y + 64, maxHeight: window.innerHeight - y - 72 }
      }
    >
      <div className={styles.panelHeader}>
        <h2 id="collection-panel-title" className={styles.panelTitle}>
          {t('catalogues_n', { n: collection.count })}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={collection.isEmpty}
          onPress={() => send({ type: 'CLEAR' })}
        >
          {t('clear_all')}
        </Button>
      </div>
      <p className={styles.notice}>
        <strong>{t('collection_notice_title')}</strong> {t('collection_notice_content')}
      </p>
      {collection.isEmpty ? (
        <p className={styles.empty}>{t('no_catalogues_in_collection')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {collection.items.map((item) => (
              <CollectionEntry
                key={item.id}
                item={item}
                onRemove={() => send({ type: 'REMOVE', id: item.id })}
              />
            ))}
          </ul>
          <CollectionActions items={collection.items} />
        </>
      )}
    </section>
  );
}

/**
 * Share (a link carrying the catalogue ids, for anyone to open) and Export (GET /catalogues?ids=…):
 * both hold the first `maxSharedIds` catalogues, as many as the API's `ids` filter takes.
 */
function CollectionActions({ items }: { items: CollectionItem[] }) {
  const { t, locale } = useI18n();
  const [sharing, setSharing] = useState(false);
  const ids = items.slice(0, maxSharedIds).map((item) => item.id);
  return (
    <>
      <div className={styles.panelActions}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={sharing}
          aria-controls={sharing ? 'collection-share' : undefined}
          onPress={() => setSharing((open) => !open)}
        >
          {t('share')}
        </Button>
        <ExportMenu size="sm" target={{ list: 'catalogues', params: collectionParams(ids, locale) }} />
      </div>
      {items.length > maxSharedIds && (
        <p className={styles.panelNote}>{t('collection_link_holds_first_n', { n: maxSharedIds })}</p>
      )}
      {sharing && <ShareLink id="collection-share" ids={ids} />}
    </>
  );
}

function CollectionEntry({ item, onRemove }: { item: CollectionItem; onRemove: () => void }) {
  const t = useT();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className={styles.item}>
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.itemLink}>
        <img
          className={styles.thumbnail}
          src={item.imageSrc && !imageFailed ? item.imageSrc : placeholderImage}
          alt=""
          onError={() => setImageFailed(true)}
        />
        <span className={styles.itemText}>
          <span className={styles.itemPublisher}>{item.publishers[0]?.name}</span>
          <span className={styles.itemTitle}>{item.title}</span>
        </span>
      </a>
      <IconButton
        aria-label={`${t('remove_from_collection')}: ${item.title}`}
        variant="ghost"
        onPress={onRemove}
      >
        <TrashIcon />
      </IconButton>
    </li>
  );
}
