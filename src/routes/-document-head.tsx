import { useQueryClient } from '@tanstack/react-query';
import { type AnyRoute, HeadContent, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { canonicalPath } from '@/lib/page-head.ts';
import { serverHead } from './-head.ts';

/**
 * The document's title, description and canonical link as the routes' `head` describe them
 * (rendered by TanStack Router's `HeadContent`, which React puts into <head>), kept true as the
 * visitor moves between pages, as a page's data arrives and as the language changes.
 */
export function DocumentHead() {
  useHeadsFollowTheirData();
  useServerHeadHandedOver();
  return <HeadContent />;
}

/**
 * A route's head is written when its page is entered, from the query cache; a page whose data was
 * not there yet (the loaders start the calls without waiting for them) and any page after a change
 * of language get theirs written again: when an answer arrives or the language's texts change,
 * each shown route whose head would now read differently is invalidated, which runs its `head`
 * again (and its loader, which finds its calls answered).
 */
function useHeadsFollowTheirData() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with the language and with its texts' arrival, which the heads read through the router context: they are read again then
  useEffect(() => {
    let scheduled: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      scheduled = undefined;
      const matches = router.state.matches;
      const outdated = new Set<string>();
      for (const match of matches) {
        const head = (router.routesById as unknown as Record<string, AnyRoute>)[match.routeId]?.options.head;
        if (!head || match.status !== 'success') continue;
        const next = head({ matches, match, params: match.params, loaderData: match.loaderData });
        if (next instanceof Promise) continue;
        if (JSON.stringify([next?.meta, next?.links]) !== JSON.stringify([match.meta, match.links])) {
          outdated.add(match.id);
        }
      }
      if (outdated.size > 0) void router.invalidate({ filter: (match) => outdated.has(match.id) });
    };
    // Answers come in bursts (the catalogue page's three calls): one look after each burst.
    const schedule = () => {
      scheduled ??= setTimeout(refresh, 0);
    };
    schedule();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') schedule();
    });
    return () => {
      unsubscribe();
      if (scheduled) clearTimeout(scheduled);
    };
  }, [router, queryClient, t]);
}

/** Which of the head's tags a tag of the server's stands for. */
const managedSelector = (tag: Element) =>
  tag.matches('title') ? 'title' : tag.matches('link') ? 'link[rel="canonical"]' : 'meta[name="description"]';

/**
 * The server wrote a head for the page the app started on, and the app writes its own (React
 * adds new tags; it adopts existing ones only when it hydrates server-rendered React): once the
 * app's title, description and canonical link are there, the server's go, so that each is there
 * once. The record's other tags (OpenGraph, `citation_*`, export links, JSON-LD, COinS) are true
 * of that page only: they go when the visitor moves to another page, so that a reference manager
 * never reads the wrong record.
 */
function useServerHeadHandedOver() {
  const router = useRouter();
  useEffect(() => {
    if (!serverHead) return;
    const { managedTags, recordTags, path } = serverHead;
    const handOver = () => {
      for (const tag of managedTags) {
        if (tag.isConnected && document.head.querySelectorAll(managedSelector(tag)).length > 1) tag.remove();
      }
      if (canonicalPath(router.state.location.pathname) !== path) {
        for (const tag of recordTags) tag.remove();
      }
    };
    handOver();
    return router.subscribe('onRendered', handOver);
  }, [router]);
}
