import createClient from 'openapi-fetch';
import { beforeEach, describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/generated/catalogue';
import { createApiActivity } from './activity.tsx';
import { type ApiFeedback, createApiMiddleware, quietHeader } from './middleware.ts';
import { serializeQuery } from './query-string.ts';

interface Recorded {
  requests: Request[];
  errors: string[];
  reports: Array<{ message: string; status?: number }>;
}

function clientAnswering(
  answer: (request: Request) => Response | Promise<Response>,
  token: string | null = 'abc',
) {
  const recorded: Recorded = { requests: [], errors: [], reports: [] };
  const feedback: ApiFeedback = {
    notifyError: (message) => recorded.errors.push(message),
    translate: (key) =>
      key === 'error_to_delete_place_it_is_being_used' ? 'Error to delete place, it is being used' : key,
    hasText: () => true,
    report: (failure) => recorded.reports.push(failure),
    activity: apiActivity,
  };
  const client = createClient<paths>({
    baseUrl: 'http://api.test/api',
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>),
    fetch: async (request) => {
      recorded.requests.push(request);
      return answer(request);
    },
  });
  client.use(
    createApiMiddleware({ token: () => token, roleHeader: () => 'ADMIN', locale: () => 'DE' }, feedback),
  );
  return { client, recorded };
}

let apiActivity = createApiActivity();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API middleware', () => {
  beforeEach(() => {
    apiActivity = createApiActivity();
  });

  it('sends the headers of every call (spec section 7)', async () => {
    const { client, recorded } = clientAnswering(() =>
      json(200, { holders: [], pagination: { pages: 0, count: 0 } }),
    );
    await client.GET('/holders', { params: { query: { keyword: '', page: 2 } } });
    const [request] = recorded.requests;
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
    expect(request?.headers.get('role')).toBe('ADMIN');
    expect(request?.headers.get('prefix_language')).toBe('DE');
    expect(request?.headers.get('project-id')).toBe('8');
    expect(request?.headers.get('project-name')).toBe('photo-catalogues');
    expect(request?.url).toBe('http://api.test/api/holders?page=2');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, recorded } = clientAnswering(() => json(200, {}), null);
    await client.GET('/health');
    expect(recorded.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('counts pending requests for the loading overlay and sets the user-authorized flag', async () => {
    let release: (response: Response) => void = () => {};
    const { client } = clientAnswering(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = client.GET('/health');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(apiActivity.getSnapshot().loading).toBe(true);
    release(json(401, { statusCode: 401, error: 'Unauthorized', message: 'unauthorized' }));
    await pending;
    expect(apiActivity.getSnapshot()).toMatchObject({ loading: false, userAuthorized: false });
  });

  it('notifies and reports a failed request with its translated message', async () => {
    const { client, recorded } = clientAnswering(() =>
      json(409, { statusCode: 409, error: 'Conflict', message: 'error_to_delete_place_it_is_being_used' }),
    );
    await client.DELETE('/places/{id}', { params: { path: { id: 3 } } });
    expect(recorded.errors).toEqual(['Error to delete place, it is being used']);
    expect(recorded.reports[0]).toMatchObject({
      status: 409,
      message: 'Error to delete place, it is being used',
    });
  });

  it('keeps quiet for a request that shows its own error, but still reports it', async () => {
    const { client, recorded } = clientAnswering(() => json(401, { message: 'invalid_credentials' }));
    await client.POST('/users/signin', {
      body: { email: 'a@b.c', password: 'x' },
      headers: { [quietHeader]: '1' },
    });
    expect(recorded.requests[0]?.headers.has(quietHeader)).toBe(false);
    expect(recorded.errors).toEqual([]);
    expect(recorded.reports).toHaveLength(1);
  });

  it('says the service is unavailable when the network fails', async () => {
    const { client, recorded } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/health')).rejects.toThrow('Failed to fetch');
    expect(recorded.errors).toEqual(['service_unavailable']);
    expect(apiActivity.getSnapshot().pending).toBe(0);
  });
});
