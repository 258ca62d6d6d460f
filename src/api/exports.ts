import { fileNameFromDisposition } from '@/lib/download.ts';
import type { components } from '../../openapi/generated/catalogue';
import { ApiError } from './api-error.ts';
import { catalogueApi, runtimeConfig } from './clients.ts';
import type { CatalogueListParams } from './queries/catalogues.ts';
import type { PdfSearchParams } from './queries/editions.ts';
import { type RelatedTo, relatedCataloguesParams } from './queries/related-catalogues.ts';
import { serializeQuery } from './query-string.ts';

/**
 * Exports (README "For researchers: export"): the list calls answer with a file instead of JSON
 * when asked by `format`, every matching entry without pages, up to 10,000 (413 beyond).
 */

/** The formats, in the order the export menu offers them, with the extension the server gives each. */
export const exportFormats = ['bibtex', 'ris', 'csl-json', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const extensions: Record<ExportFormat, string> = {
  bibtex: 'bib',
  ris: 'ris',
  'csl-json': 'json',
  csv: 'csv',
};

type QueryNode = components['schemas']['QueryNode'];

/**
 * What a list exports: the call its rows come from, with the parameters its query sends (built by
 * the same function, so the export holds exactly what the list shows).
 */
export type ExportTarget =
  /** GET /catalogues: the catalogue list with its filters, or a collection (`ids`). */
  | { list: 'catalogues'; params: CatalogueListParams }
  /** GET /places|publishers|holders/{id}/catalogues. */
  | { list: 'related'; owner: RelatedTo; locale: string }
  /** GET /editions/pdfs: the search inside the PDFs. */
  | { list: 'pdf-search'; params: PdfSearchParams }
  /** POST /contextual-search with the query tree. */
  | { list: 'contextual-search'; nodes: QueryNode[]; locale: string };

const relatedPaths = { place: 'places', publisher: 'publishers', holder: 'holders' } as const;

/** A GET export's path (below the API's address) and query, without the format; null for a POST. */
function getCallOf(target: ExportTarget): { path: string; query: Record<string, unknown> } | null {
  switch (target.list) {
    case 'catalogues':
      return { path: '/catalogues', query: target.params };
    case 'related':
      return {
        path: `/${relatedPaths[target.owner.kind]}/${encodeURIComponent(target.owner.id)}/catalogues`,
        query: relatedCataloguesParams(target.locale),
      };
    case 'pdf-search':
      return { path: '/editions/pdfs', query: target.params };
    case 'contextual-search':
      return null;
  }
}

/**
 * The address that downloads a GET list as `format` from the API at `apiUrl` (the runtime
 * configuration's, `/api` or another origin); null for the contextual search, which is a POST.
 */
export function exportUrl(apiUrl: string, target: ExportTarget, format: ExportFormat): string | null {
  const call = getCallOf(target);
  if (!call) return null;
  // The list's own parameters without its paging, then the format; an empty value is not sent.
  const { page: _page, 'per-page': _perPage, ...query } = call.query;
  return `${apiUrl.replace(/\/+$/, '')}${call.path}?${serializeQuery({ ...query, format })}`;
}

/** `exportUrl` at the API the app was configured with. */
export const exportHref = (target: ExportTarget, format: ExportFormat): string | null =>
  exportUrl(runtimeConfig().apiUrl, target, format);

export interface ExportFile {
  blob: Blob;
  /** The server's name for it (`catalogues-2026-11-24.bib`). */
  fileName: string;
}

/**
 * Fetches an export through the API client, so that it carries the app's headers and a refusal
 * (413 too many entries, 429, …) shows the server's message in the app's notifications. Throws an
 * ApiError when refused.
 */
export async function fetchExport(target: ExportTarget, format: ExportFormat): Promise<ExportFile> {
  const { data, error, response } = await requestExport(target, format);
  if (!response.ok || !(data instanceof Blob)) throw new ApiError(response.status, error);
  const fallback = `export.${extensions[format]}`;
  return {
    blob: data,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallback),
  };
}

function requestExport(target: ExportTarget, format: ExportFormat) {
  const parseAs = 'blob' as const;
  switch (target.list) {
    case 'catalogues':
      return catalogueApi.GET('/catalogues', { params: { query: { ...target.params, format } }, parseAs });
    case 'pdf-search':
      return catalogueApi.GET('/editions/pdfs', { params: { query: { ...target.params, format } }, parseAs });
    case 'related': {
      const params = {
        path: { id: Number(target.owner.id) },
        query: { ...relatedCataloguesParams(target.locale), format },
      };
      if (target.owner.kind === 'place')
        return catalogueApi.GET('/places/{id}/catalogues', { params, parseAs });
      if (target.owner.kind === 'publisher')
        return catalogueApi.GET('/publishers/{id}/catalogues', { params, parseAs });
      return catalogueApi.GET('/holders/{id}/catalogues', { params, parseAs });
    }
    case 'contextual-search':
      return catalogueApi.POST('/contextual-search', {
        params: { query: { lang: target.locale, format } },
        body: { query: target.nodes },
        parseAs,
      });
  }
}
