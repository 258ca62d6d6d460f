import { z } from 'zod/mini';

/** Where each service lives, as the server announces in /catalogues/config.json (DESIGN section 1). */
const runtimeConfigSchema = z.object({
  apiUrl: z.string().check(z.minLength(1)),
  projectsUrl: z.string().check(z.minLength(1)),
  multimediaUrl: z.string().check(z.minLength(1)),
  iiifUrl: z.string().check(z.minLength(1)),
  mapStyleUrl: z._default(z.nullable(z.string()), null),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const defaultRuntimeConfig: RuntimeConfig = {
  apiUrl: '/api',
  projectsUrl: '/api/projects',
  multimediaUrl: '/api/multimedia',
  iiifUrl: '/iiif/3',
  mapStyleUrl: null,
};

/**
 * The JSON of a data block the server wrote into the page (`<script type="application/json"
 * id=…>`, never executed, so the content security policy has nothing to refuse); undefined when
 * the page has none (the development server's page) or its text is not JSON.
 */
export function readPageData(id: string, page: Document = document): unknown {
  const text = page.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The id of the configuration's data block (server/domain/page-data.ts writes it). */
export const runtimeConfigElementId = 'runtime-config';

/**
 * The runtime configuration: the copy the page carries, read at once; without one (the
 * development server, a page from before the server wrote it) config.json; a missing or
 * malformed one falls back to the same-origin defaults.
 */
export async function loadRuntimeConfig(
  fetchConfig: typeof fetch = fetch,
  page: Document = document,
): Promise<RuntimeConfig> {
  const inline = runtimeConfigSchema.safeParse(readPageData(runtimeConfigElementId, page));
  if (inline.success) return inline.data;
  try {
    const response = await fetchConfig(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' });
    if (!response.ok) return defaultRuntimeConfig;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}
