import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { ExportMenu } from '@/components/export-menu.tsx';
import { useI18n, useT } from '@/i18n/i18n.tsx';
import { maxSharedIds } from '@/lib/shared-collection.ts';
import { useCollection } from '@/session/collection-context.tsx';
import { Button, IconButton } from '@/ui/button.tsx';
import { BookmarkIcon, TrashIcon } from '@/ui/icons.tsx';
import type { CollectionItem } from '../../../machines/collection/collection.machine.ts';
import { panelWidth } from '../../../machines/collection/collection.machine.ts';
import { collectionParams } from './api.ts';
import * as styles from './collection-widget.css.ts';
import { ShareLink } from './share-link.tsx';

const placeholderImage =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64"%3E%3Crect width="48" height="64" fill="%23f5f3ef"/%3E%3Cpath d="M14 20h20v24l-10-7-10 7z" fill="%23d4cfc7"/%3E%3C/svg%3E';
const keyboardStep = 24;

/**
 * Whether `target` lies in a menu opened from inside `panel` (its Export menu): the menu's popover
 * is put at the end of the page, outside the panel, and its trigger names it by `aria-controls`.
 */
function isInMenuOf(panel: HTMLElement | null, target: Node): boolean {
  if (!panel || !(target instanceof Element)) return false;
  const popover = target.closest('[data-trigger]');
  const menu = target.closest('[role="menu"]') ?? popover?.querySelector('[role="menu"]');
  return Boolean(menu?.id && panel.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`));
}

/**
 * The floating bookmark: a tap (a press of 10 ticks of 10 ms or less) toggles the panel, a longer
 * press drags it and on release it snaps to the left or right edge by screen half (spec section 2).
 * With the keyboard: Enter or Space toggles, the arrow keys move it (Shift: further), Home/End snap.
 */
export function CollectionWidget() {
  const t = useT();
  const { collection, send } = useCollection();
  const widgetRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const resize = () => send({ type: 'VIEWPORT', width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [send]);

  useEffect(() => {
    if (!collection.panelOpen) return;
    const closeOnOutside = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (widgetRef.current?.contains(target) || panelRef.current?.contains(target)) return;
      if (isInMenuOf(panelRef.current, target)) return;
      send({ type: 'OUTSIDE_CLICK' });
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [collection.panelOpen, send]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    send({ type: 'POINTER_DOWN', x: event.clientX, y: event.clientY });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? keyboardStep * 4 : keyboardStep;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      send({ type: 'KEY_MOVE', dx: move[0], dy: move[1] });
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      send({ type: 'KEY_SNAP' });
    }
  };

  const { x, y } = collection.position;
  const panelLeft = Math.max(8, Math.min(x, window.innerWidth - panelWidth - 8));
  const opensUpward = y > window.innerHeight / 2;
  return (
    <>
      <button
        ref={widgetRef}
        type="button"
        className={styles.widget}
        style={{ left: x, top: y }}
        data-dragging={collection.dragging}
        aria-expanded={collection.panelOpen}
        aria-controls="collection-panel"
        aria-label={t('collection_widget_label', { n: collection.count })}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => send({ type: 'POINTER_MOVE', x: event.clientX, y: event.clientY })}
        onPointerUp={() => send({ type: 'POINTER_UP' })}
        onPointerCancel={() => send({ type: 'POINTER_CANCEL' })}
        // A click without a pointer press (keyboard, screen readers) toggles; pointer taps go through the machine.
        onClick={(event) => event.detail === 0 && send({ type: 'KEY_TOGGLE' })}
        onKeyDown={onKeyDown}
      >
        <BookmarkIcon size={26} />
        <span className={styles.badge} aria-hidden="true">
          {collection.count}
        </span>
      </button>
      {collection.panelOpen && (
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
      )}
    </>
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
