import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiActivity } from './activity.tsx';
import { catalogueApi, createApiClients, initApiClients, projectsApi, runtimeConfig } from './clients.ts';
import type { ApiFeedback, ApiSession } from './middleware.ts';
import { defaultRuntimeConfig } from './runtime-config.ts';

const session: ApiSession = { token: () => null, roleHeader: () => 'GUEST', locale: () => 'EN' };
const feedback: ApiFeedback = {
  notifyError: () => {},
  translate: (key) => key,
  hasText: () => false,
  report: () => {},
  activity: createApiActivity(),
};
const config = {
  ...defaultRuntimeConfig,
  apiUrl: 'http://api.test/api',
  projectsUrl: 'http://projects.test',
};

afterEach(() => vi.unstubAllGlobals());

// The module keeps the clients set at start-up: these steps run in order, on one module.
describe('the API clients, set once at start-up', () => {
  it('refuse to be used before they are set', () => {
    expect(() => catalogueApi.GET).toThrow(/before initApiClients/);
    expect(() => runtimeConfig()).toThrow(/before initApiClients/);
  });

  it('then call the services of the runtime configuration', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(request.url);
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    initApiClients(createApiClients(config, session, feedback));
    await catalogueApi.GET('/places', { params: { query: { page: 2 } } });
    await projectsApi.GET('/languages/services/{serviceId}', { params: { path: { serviceId: 8 } } });
    expect(requests).toEqual([
      'http://api.test/api/places?page=2',
      'http://projects.test/languages/services/8',
    ]);
    expect(runtimeConfig()).toBe(config);
  });

  it('cannot be replaced', () => {
    expect(() => initApiClients(createApiClients(defaultRuntimeConfig, session, feedback))).toThrow(
      /set twice/,
    );
    expect(runtimeConfig()).toBe(config);
  });
});
