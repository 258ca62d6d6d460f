import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import type { Translate } from '@/i18n/translator.ts';
import type { TimelineData } from './timeline-view.tsx';

/**
 * A timeline's call, read into what `TimelineView` draws: its lanes, table and undated editions in
 * the visitor's language (null while it loads or after it failed), and how to try again.
 * `toTimelineData` should be a module-level function, so the data is read again only when the
 * answer or the language changes.
 */
export function useTimelineData<Timeline, Key extends QueryKey>(
  query: (locale: string) => UseQueryOptions<Timeline, Error, Timeline, Key>,
  toTimelineData: (timeline: Timeline, t: Translate, locale: string) => TimelineData,
): { data: TimelineData | null; failed: boolean; onRetry: () => void } {
  const { t, locale } = useI18n();
  const answer = useQuery(query(locale));
  const data = useMemo(
    () => (answer.data ? toTimelineData(answer.data, t, locale) : null),
    [answer.data, toTimelineData, t, locale],
  );
  return { data, failed: answer.isError, onRetry: () => void answer.refetch() };
}
