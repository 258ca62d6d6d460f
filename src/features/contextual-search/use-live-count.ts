import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useI18n } from '@/i18n/i18n.tsx';
import {
  type CountInput,
  createQueryCountMachine,
} from '../../../machines/query-tree/query-count.machine.ts';
import { type QueryCountView, selectQueryCount } from '../../../machines/query-tree/query-count.selectors.ts';
import type { queryTreeMachine } from '../../../machines/query-tree/query-tree.machine.ts';
import { runnableTree, withDateMatch } from '../../../machines/query-tree/query-tree.rules.ts';
import { type ResultsQuery, resultsPageQuery, resultsPageSize } from './api.ts';
import { nodesOf, searchKey, searchOf } from './query-url.ts';

/**
 * The live count of the conditions being built (issue 17), from the query count machine. It counts
 * what Run search would search: the tree's runnable part (with the switch "only dates certainly
 * inside the range") in the canonical form the URL gives it, asked as the results' first page, so
 * the count equals their total and Run search finds the page in the cache. `runQuery` is the
 * URL's search (`searchKey`): its call is the results' own, never cancelled.
 */
export function useLiveCount(
  tree: ActorRefFrom<typeof queryTreeMachine>,
  runQuery: string | undefined,
): QueryCountView {
  const queryClient = useQueryClient();
  const { locale } = useI18n();
  const shownQuery = useRef(runQuery);
  shownQuery.current = runQuery;

  const machine = useMemo(
    () =>
      createQueryCountMachine<ResultsQuery>().provide({
        actors: {
          countResults: fromPromise<number, CountInput<ResultsQuery>>(
            async ({ input: { query }, signal }) => {
              const options = resultsPageQuery(query, 1, resultsPageSize);
              signal.addEventListener('abort', () => {
                if (searchKey(searchOf(query.nodes ?? [])) !== shownQuery.current)
                  void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
              });
              return (await queryClient.fetchQuery(options)).count;
            },
          ),
        },
      }),
    [queryClient],
  );
  const counter = useActorRef(machine);

  // What Run search would search, as the URL would say it, or nothing while it cannot be run.
  const runnable = useSelector(
    tree,
    ({ context }) => {
      const { query } = runnableTree(context.nodes, context.years);
      return query ? searchOf(withDateMatch(query, context.dateMatch)) : undefined;
    },
    (a, b) => (a && searchKey(a)) === (b && searchKey(b)),
  );
  useEffect(() => {
    const nodes = runnable ? (nodesOf(runnable) ?? null) : null;
    counter.send({ type: 'CONDITIONS_CHANGED', query: nodes ? { nodes, locale } : null });
  }, [counter, runnable, locale]);

  return useSelector(counter, selectQueryCount, sameView);
}

const sameView = (a: QueryCountView, b: QueryCountView) => a.status === b.status && a.count === b.count;
