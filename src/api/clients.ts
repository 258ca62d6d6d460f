import createClient from 'openapi-fetch';
import type { paths as cataloguePaths } from '../../openapi/generated/catalogue';
import type { paths as multimediaPaths } from '../../openapi/generated/multimedia';
import type { paths as projectsPaths } from '../../openapi/generated/projects';

/** One typed client per service, generated from the contracts. Base URLs come from the runtime config later. */
export const catalogueApi = createClient<cataloguePaths>({ baseUrl: '/api' });
export const projectsApi = createClient<projectsPaths>({ baseUrl: '/api/projects' });
export const multimediaApi = createClient<multimediaPaths>({ baseUrl: '/api/multimedia' });
