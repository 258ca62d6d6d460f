import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/catalogue';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { catalogueKeys } from './catalogues.ts';
import { recordStaleTime } from './page.ts';
import { publisherKeys } from './publishers.ts';

export type PublisherTimeline = components['schemas']['PublisherTimeline'];
export type CatalogueTimeline = components['schemas']['CatalogueTimeline'];

/** GET /publishers/{id}/timeline: under the publishers' key, so saving a publisher refreshes it. */
export const publisherTimelineQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: [...publisherKeys.all, 'timeline', id, locale] as const,
    queryFn: (): Promise<PublisherTimeline> =>
      unwrap(
        catalogueApi.GET('/publishers/{id}/timeline', {
          params: { path: { id: Number(id) }, query: { lang: locale } },
        }),
      ),
    staleTime: recordStaleTime,
  });

/** GET /catalogues/{id}/timeline: under the catalogues' key, so saving an edition refreshes it. */
export const catalogueTimelineQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'timeline', id, locale] as const,
    queryFn: (): Promise<CatalogueTimeline> =>
      unwrap(
        catalogueApi.GET('/catalogues/{id}/timeline', {
          params: { path: { id: Number(id) }, query: { lang: locale } },
        }),
      ),
    staleTime: recordStaleTime,
  });
