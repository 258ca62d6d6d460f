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

/** Reads the runtime configuration; a missing or malformed one falls back to the same-origin defaults. */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchConfig(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' });
    if (!response.ok) return defaultRuntimeConfig;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}
