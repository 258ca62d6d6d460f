import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { CatalogueCardSkeleton } from '@/components/catalogue-card.tsx';
import { EntityCardSkeleton } from '@/components/entity-card.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { currentAddress, ScreenIntro, usePageInUrl } from '@/components/list-controls.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { PagedList } from '@/components/paged-list.tsx';
import { useListPaging } from '@/components/use-list-paging.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { queryTreeMachine } from '../../../machines/query-tree/query-tree.machine.ts';
import type { QueryNode } from '../../../machines/query-tree/query-tree.rules.ts';
import { type ResultsQuery, resultsPageQuery, resultsPageSize } from './api.ts';
import * as styles from './contextual-search.css.ts';
import { QueryBuilder } from './query-builder.tsx';
import { describeQuery, entityIdsOf } from './query-sentence.ts';
import { nodesOf, searchKey, searchOf } from './query-url.ts';
import { ResultCard } from './result-card.tsx';
import type { ContextualSearchSearch } from './search-params.ts';
import { entityKey, useEntityNames } from './use-entity-names.ts';
import { useLiveCount } from './use-live-count.ts';

/**
 * `/contextual-search`: build a query tree, run it, read it back as a sentence above its results.
 * The run query lives in the URL (`q`, `dateMatch` for "only dates certainly inside the range",
 * and `page` for the pages shown), so a link shares it and a reload shows the same query and
 * results; the tree being edited lives in the query tree machine.
 */
export function ContextualSearchPage({ search }: { search: ContextualSearchSearch }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate({ from: '/contextual-search' });
  const setPage = usePageInUrl('/contextual-search');
  const nodes = useMemo(
    () => nodesOf({ q: search.q, dateMatch: search.dateMatch }) ?? null,
    [search.q, search.dateMatch],
  );
  // The URL's search in one canonical text (a `dateMatch` without a year condition says nothing).
  const shown = nodes ? searchKey(searchOf(nodes)) : undefined;
  const actor = useActorRef(queryTreeMachine, { input: { nodes: nodes ?? undefined } });

  // A link's `q` becomes its one canonical text (the tree read above, written again), or goes when
  // it cannot be read (the route keeps it as text: see search-params.ts); the history entry is
  // replaced, as a redirect would.
  const canonical = nodes ? searchOf(nodes).q : undefined;
  useEffect(() => {
    if (canonical === search.q) return;
    void navigate({
      ...currentAddress,
      search: (previous) => ({ ...previous, q: canonical }),
      replace: true,
      resetScroll: false,
    });
  }, [canonical, search.q, navigate]);

  // A run puts its tree in the URL; a URL changed otherwise (a link, the back button) is loaded
  // into the form. `inUrl` is the query the form already stands for.
  const inUrl = useRef(shown);
  useEffect(() => {
    if (inUrl.current === shown) return;
    inUrl.current = shown;
    actor.send({ type: 'LOAD', nodes: nodes ?? [] });
  }, [actor, shown, nodes]);
  useEffect(() => {
    const subscription = actor.on('run', ({ query }) => {
      const run = searchOf(query);
      inUrl.current = searchKey(run);
      void navigate({ ...currentAddress, search: { ...run, page: undefined }, resetScroll: false });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const clear = () => {
    actor.send({ type: 'CLEAR' });
    inUrl.current = undefined;
    void navigate({ ...currentAddress, search: {}, resetScroll: false });
  };

  const liveCount = useLiveCount(actor, shown);

  const query = useMemo<ResultsQuery>(() => ({ nodes, locale }), [nodes, locale]);
  const { view, loadMore, retry } = useListPaging({
    query,
    pageFromUrl: search.page ?? 1,
    pageSize: resultsPageSize,
    onPageChange: setPage,
    pageQuery: ({ query, page, perPage }) => resultsPageQuery(query, page, perPage),
  });
  const isCatalogues = nodes?.[0]?.query.subject === 'catalogue';

  return (
    <div className={listStyles.screen}>
      <ScreenIntro title={t('contextual_search')} intro={t('contextual_search_intro')} />
      <QueryBuilder actor={actor} onClear={clear} liveCount={liveCount} />
      {nodes && (
        <div className={styles.results}>
          <div className={styles.resultsHeader}>
            <QuerySentence nodes={nodes} />
            <ExportMenu target={{ list: 'contextual-search', nodes, locale }} />
          </div>
          <PagedList
            view={view}
            loadMore={loadMore}
            retry={retry}
            label={t('search_results')}
            itemKey={(item) => `${item.type}-${item.id}`}
            renderItem={(item) => <ResultCard item={item} />}
            renderSkeleton={() => (isCatalogues ? <CatalogueCardSkeleton /> : <EntityCardSkeleton />)}
            emptyKey="no_results"
            layout={isCatalogues ? 'cards' : 'rows'}
          />
        </div>
      )}
    </div>
  );
}

/** The run query in words, naming the entities chosen by id once their names are known. */
function QuerySentence({ nodes }: { nodes: QueryNode[] }) {
  const { t } = useI18n();
  const id = useId();
  const names = useEntityNames(entityIdsOf(nodes));
  const parts = describeQuery(nodes, {
    t,
    labelOf: (kind, entityId) => names.get(entityKey({ kind, id: entityId })),
  });
  return (
    <h2 id={id} className={styles.sentence}>
      {parts.map((part, index) =>
        part.isValue ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed sentence
          <span key={index} className={styles.sentenceValue}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </h2>
  );
}
