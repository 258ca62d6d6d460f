import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { quietHeader } from '@/api/middleware.ts';
import { editionKeys } from '@/api/queries/editions.ts';
import { recordStaleTime } from '@/api/queries/page.ts';
import type { components } from '../../../openapi/generated/catalogue';
import type { Side } from './compare-search.ts';

export type EditionComparison = components['schemas']['EditionComparison'];

/** Why the server would not compare two editions, as the page explains it next to the pickers. */
export type RefusalReason = 'same_edition' | 'edition_without_pdf' | 'edition_text_not_indexed' | 'not_found';
const refusalReasons: readonly string[] = [
  'same_edition',
  'edition_without_pdf',
  'edition_text_not_indexed',
  'not_found',
] satisfies RefusalReason[];

/**
 * The server's refusal as it writes it: the reason alone ("same_edition"), or the reason and the
 * edition it is about, in the `code: detail` style of its errors ("edition_without_pdf: to edition 42").
 */
const refusalMessage = /^([a-z_]+)(?::\s*(from|to) edition \d+)?$/;

/** A comparison the server refused for a reason the visitor can act on: the message names it and the edition. */
export class ComparisonRefusal extends ApiError {
  readonly reason: RefusalReason;
  readonly side: Side | null;

  constructor(status: number, body: unknown, reason: RefusalReason, side: Side | null) {
    super(status, body);
    this.reason = reason;
    this.side = side;
  }
}

/** The server's error for a comparison: a refusal when its message is one of the known reasons. */
export function comparisonError(status: number, body: unknown): ApiError {
  const { message } = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown };
  if (status === 404) return new ComparisonRefusal(status, body, 'not_found', null);
  const match = typeof message === 'string' ? refusalMessage.exec(message) : null;
  const reason = match?.[1];
  if (reason && refusalReasons.includes(reason)) {
    const side = match?.[2] === 'from' || match?.[2] === 'to' ? match[2] : null;
    return new ComparisonRefusal(status, body, reason as RefusalReason, side);
  }
  return new ApiError(status, body);
}

/**
 * GET /editions/comparison: the entries added, removed and renumbered between two editions. Kept
 * as long as a record: the entries change only when an edition's PDF is replaced.
 */
export const editionComparisonQuery = (from: number, to: number, locale: string) =>
  queryOptions({
    queryKey: [...editionKeys.all, 'comparison', from, to, locale] as const,
    queryFn: async ({ signal }): Promise<EditionComparison> => {
      const { data, error, response } = await catalogueApi.GET('/editions/comparison', {
        params: { query: { from, to, lang: locale } },
        // The page explains a refusal, or offers to try again, beside the pickers: no notification.
        headers: { [quietHeader]: '1' },
        signal,
      });
      if (!response.ok || data === undefined) throw comparisonError(response.status, error);
      return data;
    },
    staleTime: recordStaleTime,
    // A refusal is the answer, not a passing failure: asking again would say the same.
    retry: (count, error) => !(error instanceof ComparisonRefusal) && count < 2,
  });
