import type { QueryCountContext } from './query-count.machine.ts';

/** What the live count beside Run search shows. */
export interface QueryCountView {
  /**
   * `incomplete`: nothing to count (nothing shown); `pending`: the conditions changed and are
   * being counted; `counted`: `count` is theirs; `failed`: they could not be counted.
   */
  status: 'incomplete' | 'pending' | 'counted' | 'failed';
  /** The count to show: the conditions' own once counted, the previous one (stale) while pending. */
  count: number | null;
}

interface CountSnapshot {
  context: QueryCountContext<unknown>;
  value: unknown;
}

export function selectQueryCount(snapshot: CountSnapshot): QueryCountView {
  const status =
    snapshot.value === 'settling' || snapshot.value === 'counting'
      ? 'pending'
      : (snapshot.value as 'incomplete' | 'counted' | 'failed');
  return { status, count: snapshot.context.count };
}
