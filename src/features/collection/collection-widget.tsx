import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useT } from '@/i18n/i18n.tsx';
import { useCollection } from '@/session/collection-context.tsx';
import { deferredModule, useDeferredModule } from '@/ui/deferred.ts';
import { BookmarkIcon } from '@/ui/icons.tsx';
import * as styles from './collection-widget.css.ts';

const collectionPanel = deferredModule(() => import('./collection-panel.tsx'));
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
  // The panel's code arrives after the first paint, or at once when the panel opens before that.
  const [panel, requestPanel] = useDeferredModule(collectionPanel);
  useEffect(() => {
    if (collection.panelOpen) requestPanel();
  }, [collection.panelOpen, requestPanel]);

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
      {collection.panelOpen && panel && (
        <panel.CollectionPanel panelRef={panelRef} collection={collection} send={send} />
      )}
    </>
  );
}
