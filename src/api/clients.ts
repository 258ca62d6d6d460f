import createClient, { type Client } from 'openapi-fetch';
import type { paths as cataloguePaths } from '../../openapi/generated/catalogue';
import type { paths as multimediaPaths } from '../../openapi/generated/multimedia';
import type { paths as projectsPaths } from '../../openapi/generated/projects';
import { type ApiFeedback, type ApiSession, createApiMiddleware } from './middleware.ts';
import { serializeQuery } from './query-string.ts';
import { defaultRuntimeConfig, type RuntimeConfig } from './runtime-config.ts';

/** The typed clients of the three services, generated from the contracts. */
export let catalogueApi: Client<cataloguePaths>;
export let projectsApi: Client<projectsPaths>;
export let multimediaApi: Client<multimediaPaths>;
/** The runtime configuration in force, for settings that are not API addresses (the map style). */
export let runtimeConfig: RuntimeConfig = defaultRuntimeConfig;

const querySerializer = (query: unknown) => serializeQuery(query as Record<string, unknown>);

/** Points the clients at the services of the runtime configuration, all through one middleware. */
export function configureApiClients(config: RuntimeConfig, session: ApiSession, feedback: ApiFeedback) {
  runtimeConfig = config;
  const middleware = createApiMiddleware(session, feedback);
  catalogueApi = createClient<cataloguePaths>({ baseUrl: config.apiUrl, querySerializer });
  projectsApi = createClient<projectsPaths>({ baseUrl: config.projectsUrl, querySerializer });
  multimediaApi = createClient<multimediaPaths>({ baseUrl: config.multimediaUrl, querySerializer });
  for (const client of [catalogueApi, projectsApi, multimediaApi] as Array<Client<object>>)
    client.use(middleware);
}

configureApiClients(
  defaultRuntimeConfig,
  { token: () => null, roleHeader: () => 'GUEST', locale: () => 'EN' },
  { notifyError: () => {}, translate: (key) => key, hasText: () => false, report: () => {} },
);
