import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { firstCallPerPage, listStaleTime, type Page, recordStaleTime } from '@/api/queries/page.ts';
import type { QueryNode, QueryObject, Subject } from '../../../machines/query-tree/query-tree.rules.ts';
import type { components } from '../../../openapi/generated/catalogue';
import { nodesOf } from './query-url.ts';
import type { ContextualSearchSearch } from './search-params.ts';

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
    queryKey: contextualSearchKeys.suggestions(subject, object, text, locale),
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
    staleTime: recordStaleTime,
  });

/**
 * What changes the results: the searched tree (its year conditions marked `within` when the
 * switch is on, as they are sent) and the language of place names.
 */
export interface ResultsQuery {
  nodes: QueryNode[] | null;
  locale: string;
}

/** Every cached contextual-search answer starts with `contextualSearchKeys.all`. */
export const contextualSearchKeys = {
  all: ['contextual-search'] as const,
  suggestions: (subject: Subject, object: QueryObject, text: string, locale: string) =>
    [...contextualSearchKeys.all, 'suggest', subject, object, text, locale] as const,
  page: (query: ResultsQuery, page: number, perPage: number) =>
    [...contextualSearchKeys.all, 'page', query, page, perPage] as const,
};

/**
 * POST /contextual-search?page&per-page with the tree: one page of results and their count. The
 * live count asks for the first page too, so Run search finds its results in the cache; a call
 * cancelled through the query client (conditions changed meanwhile) is aborted.
 */
export const resultsPageQuery = (query: ResultsQuery, page: number, perPage: number) =>
  queryOptions({
    queryKey: contextualSearchKeys.page(query, page, perPage),
    queryFn: async ({ signal }): Promise<Page<ResultItem>> => {
      if (!query.nodes) return { items: [], count: 0 };
      const answer = await unwrap(
        catalogueApi.POST('/contextual-search', {
          params: { query: { page, 'per-page': perPage, lang: query.locale } },
          body: { query: query.nodes },
          signal,
        }),
      );
      if (Array.isArray(answer)) throw new Error('contextual search answered suggestions to a query');
      return { items: answer.result, count: answer.pagination.count };
    },
    staleTime: listStaleTime,
  });

/** Results a page, as in the other lists (spec section 9). */
export const resultsPageSize = 6;

/** The results' first call for the URL's query and page, for the route to start while the screen loads. */
export const resultsFirstPageQuery = (search: ContextualSearchSearch, locale: string) =>
  resultsPageQuery(
    { nodes: nodesOf(search) ?? null, locale },
    1,
    firstCallPerPage(resultsPageSize, search.page),
  );
