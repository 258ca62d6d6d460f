import { queryOptions } from '@tanstack/react-query';
import type { FetchPageInput, PageResult } from '../../../machines/list-paging/list-paging.machine.ts';
import type { QueryNode, QueryObject, Subject } from '../../../machines/query-tree/query-tree.rules.ts';
import type { components } from '../../../openapi/generated/catalogue';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';

type Suggestion = components['schemas']['ContextualSuggestion'];
export type ResultItem = components['schemas']['ContextualResultItem'];

/** One suggestion for a condition's value: the entity's id as text and its name or title. */
export interface ValueSuggestion {
  id: string;
  label: string;
}

const suggestionOf = (suggestion: Suggestion): ValueSuggestion | null => {
  const id = suggestion.catalogue ?? suggestion.publisher ?? suggestion.place ?? suggestion.holder;
  const label =
    suggestion.mainTitle ?? suggestion.publisherLabel ?? suggestion.placeLabel ?? suggestion.holderLabel;
  return id !== undefined && label !== undefined ? { id, label } : null;
};

export const suggestionLimit = 10;

/**
 * POST /contextual-search with `suggest`: the entities a condition's value may name (the related
 * entities for a relation, the subject's own titles or names for 'title contains' and 'name
 * contains'), those starting with the text first.
 */
export const suggestionsQuery = (subject: Subject, object: QueryObject, text: string, locale: string) =>
  queryOptions({
    queryKey: ['contextual-search', 'suggest', subject, object, text, locale],
    queryFn: async ({ signal }) => {
      const answer = await unwrap(
        catalogueApi.POST('/contextual-search', {
          params: { query: { lang: locale } },
          body: { suggest: { subject, object, input: text, limit: suggestionLimit } },
          signal,
        }),
      );
      return Array.isArray(answer)
        ? answer.map(suggestionOf).filter((item): item is ValueSuggestion => item !== null)
        : [];
    },
    staleTime: 60_000,
  });

/** What changes the results: the searched tree and the language of place names. */
export interface ResultsQuery {
  nodes: QueryNode[] | null;
  locale: string;
}

/** POST /contextual-search?page&per-page with the tree: one page of results and their count. */
export async function fetchResults({
  query,
  page,
  perPage,
}: FetchPageInput<ResultsQuery>): Promise<PageResult<ResultItem>> {
  if (!query.nodes) return { items: [], count: 0 };
  const answer = await unwrap(
    catalogueApi.POST('/contextual-search', {
      params: { query: { page, 'per-page': perPage, lang: query.locale } },
      body: { query: query.nodes },
    }),
  );
  if (Array.isArray(answer)) throw new Error('contextual search answered suggestions to a query');
  return { items: answer.result, count: answer.pagination.count };
}
