import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { quietHeader } from '@/api/middleware.ts';
import { editionKeys } from '@/api/queries/editions.ts';

/** The boxes of a search's words on the edition's OCR pages (scans have no text layer for pdf.js to mark). */
export const ocrWordsQuery = (edition: { catalogueId: number; editionId: number }, keyword: string) =>
  queryOptions({
    queryKey: [...editionKeys.all, 'ocr-words', edition.editionId, keyword] as const,
    queryFn: () =>
      unwrap(
        catalogueApi.GET('/catalogues/{catalogueId}/editions/{editionId}/pdf/words', {
          params: { path: edition, query: { keyword } },
          headers: { [quietHeader]: '1' },
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
