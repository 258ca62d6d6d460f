import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { useFirstPaint } from '@/lib/first-paint.ts';
import { yieldToBrowser } from '@/lib/yield-to-browser.ts';
import * as styles from './catalogue.css.ts';
import { useCataloguePage } from './catalogue-page-context.tsx';
import { EditionSkeleton } from './edition-skeleton.tsx';

/** `/catalogues/{id}` shows the first version: a link to a catalogue lands on its first edition. */
export function FirstEditionRedirect() {
  const { t } = useI18n();
  const { editions, catalogue, supplements, catalogueId } = useCataloguePage();
  const painted = useFirstPaint();
  // A visitor who picked a tab while the editions loaded is on the way there: the redirect, coming
  // later, must not take them back to the first version.
  const leaving = useRouterState({
    select: (state) => state.location.href !== (state.resolvedLocation?.href ?? state.location.href),
  });
  const list = editions.data ?? catalogue.data?.editions ?? null;
  const first = list ? [...list].sort((a, b) => a.position - b.position)[0] : undefined;
  // On a first load the catalogue's heading is painted before the edition's code is asked for (its
  // view, the reader and pdf.js, 250 kB): they came while the first render was still on its way,
  // sharing a phone's bandwidth with it, and Lighthouse put the largest paint at 2.9 s, not 2.0 s.
  useFirstEditionRedirect(catalogueId, painted && !leaving && first ? String(first.id) : null);
  if (!list || leaving) return editions.status === 'loading' || leaving ? <EditionSkeleton /> : null;
  if (!first) return <p className={styles.muted}>{t('no_pdf_available')}</p>;
  // The edition's space, kept while the redirect fills it, so the timeline below does not move; not
  // before the supplements have answered, which may bring the tabs above it and push it down.
  return supplements.status === 'loading' ? null : <EditionSkeleton />;
}

/**
 * Replaces the address with the edition's, in three tasks: the render that decided it, the
 * edition's code asked for (the router's preload adds a link to the page for each of its dozen
 * chunks), the navigation with its render. In one task, as `<Navigate>` does it, they made the
 * catalogue page's longest task on a phone (about 0.6 s under Lighthouse's fourfold slowdown).
 */
function useFirstEditionRedirect(catalogueId: string, editionId: string | null) {
  const router = useRouter();
  useEffect(() => {
    if (editionId === null) return;
    let current = true;
    const edition = {
      to: '/catalogues/$id/edition/$editionId',
      params: { id: catalogueId, editionId },
    } as const;
    void (async () => {
      await yieldToBrowser();
      // A chunk that fails to arrive fails the navigation too, which shows the router's error page.
      if (current) await router.preloadRoute(edition).catch(() => undefined);
      await yieldToBrowser();
      if (current) await router.navigate({ ...edition, replace: true });
    })();
    return () => {
      current = false;
    };
  }, [router, catalogueId, editionId]);
}
