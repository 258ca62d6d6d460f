import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as cataloguePaths } from '../../openapi/generated/catalogue';
import type { paths as multimediaPaths } from '../../openapi/generated/multimedia';
import type { paths as projectsPaths } from '../../openapi/generated/projects';
import { type ApiFeedback, type ApiSession, createApiMiddleware } from './middleware.ts';
import { type PageAnswers, pageAnswersMiddleware } from './page-answers.ts';
import { serializeQuery } from './query-string.ts';
import type { RuntimeConfig } from './runtime-config.ts';

/** The typed clients of the three services, generated from the contracts, and the configuration they follow. */
export interface ApiClients {
  catalogue: Client<cataloguePaths>;
  projects: Client<projectsPaths>;
  multimedia: Client<multimediaPaths>;
  /** The runtime configuration, for settings that are not API addresses (the map style). */
  config: RuntimeConfig;
}

/**
 * Clients pointed at the services of the runtime configuration, all through one middleware; the
 * catalogue service's first calls are answered from `pageAnswers`, those the page carries.
 */
export function createApiClients(
  config: RuntimeConfig,
  session: ApiSession,
  feedback: ApiFeedback,
  pageAnswers?: { answers: PageAnswers; pageUrl: string } | null,
): ApiClients {
  const middleware = createApiMiddleware(session, feedback);
  const clientAt = <Paths extends {}>(baseUrl: string, ...before: Middleware[]) => {
    const client = createClient<Paths>({ baseUrl, querySerializer: serializeQuery });
    client.use(...before, middleware);
    return client;
  };
  return {
    catalogue: clientAt<cataloguePaths>(
      config.apiUrl,
      ...(pageAnswers
        ? [pageAnswersMiddleware(pageAnswers.answers, config.apiUrl, pageAnswers.pageUrl)]
        : []),
    ),
    projects: clientAt<projectsPaths>(config.projectsUrl),
    multimedia: clientAt<multimediaPaths>(config.multimediaUrl),
    config,
  };
}

// Written once by initApiClients, at start-up before the first render, and never again.
let installed: ApiClients | undefined;

/**
 * Makes `clients` the app's clients: called once, in src/main.tsx, after the runtime configuration
 * has loaded and before anything calls a service. A second call is a programming error.
 */
export function initApiClients(clients: ApiClients): void {
  if (installed) throw new Error('API clients set twice');
  installed = clients;
}

function apiClients(): ApiClients {
  if (!installed) throw new Error('API clients used before initApiClients');
  return installed;
}

type Service = 'catalogue' | 'projects' | 'multimedia';

/** The calls the app makes of a service's client (its middleware is fixed when it is created). */
export type ServiceClient<S extends Service> = Pick<ApiClients[S], 'GET' | 'PUT' | 'POST' | 'DELETE'>;

/** A stable client that calls the service's client set at start-up; reading a method before then throws. */
function clientOf<S extends Service>(service: S): ServiceClient<S> {
  return {
    get GET() {
      return apiClients()[service].GET;
    },
    get PUT() {
      return apiClients()[service].PUT;
    },
    get POST() {
      return apiClients()[service].POST;
    },
    get DELETE() {
      return apiClients()[service].DELETE;
    },
  };
}

export const catalogueApi = clientOf('catalogue');
export const projectsApi = clientOf('projects');
export const multimediaApi = clientOf('multimedia');

/** The runtime configuration the clients were set up with. */
export const runtimeConfig = (): RuntimeConfig => apiClients().config;
