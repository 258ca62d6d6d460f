export type FindState = 'found' | 'notFound' | 'wrapped' | 'pending';

export interface FindProgress {
  state: FindState;
  /** The selected hit, counted through the document (0 until one is selected). */
  current: number;
  total: number;
}

export type FindStatusText =
  | { key: 'searching_document' }
  | { key: 'no_matches' }
  | { key: 'n_of_total_matches'; params: { n: number; total: number } };

/**
 * What the find field says under it. pdf.js reports the hits as it reads page after page, so the
 * count can grow while the state is still pending; "no matches" waits until every page was read.
 */
export function findStatusText(query: string, progress: FindProgress | null): FindStatusText | null {
  if (!query.trim() || !progress) return null;
  const { state, current, total } = progress;
  if (total > 0 && current > 0) return { key: 'n_of_total_matches', params: { n: current, total } };
  if (state === 'pending' || total > 0) return { key: 'searching_document' };
  if (state === 'notFound') return { key: 'no_matches' };
  return null;
}
