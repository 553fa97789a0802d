/**
 * @jest-environment node
 */
// Node's own fetch classes: openapi-fetch builds a Request, which jsdom does not have.
import { configureApiClient, resetApiClient } from './client';
import { ApiRequestError, type ApiError } from './errors';
import { callApi } from './typedClient';

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  language: string | null;
  body: string;
}

function setup(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const unhandled: ApiError[] = [];
  const expired = jest.fn();
  let token = 'token-1';
  const refresh = jest.fn(async () => {
    token = 'token-2';
    return true;
  });
  configureApiClient({
    baseUrl: 'http://api.test/',
    fetch: (async (input: Request) => {
      const call = {
        method: input.method,
        path: new URL(input.url).pathname + new URL(input.url).search,
        authorization: input.headers.get('Authorization'),
        language: input.headers.get('Accept-Language'),
        body: await input.text(),
      };
      seen.push(call);
      return answer(call);
    }) as typeof fetch,
    getToken: async () => token,
    refreshAfterUnauthorized: refresh,
    onSessionExpired: expired,
    onUnhandledError: (error) => unhandled.push(error),
  });
  return { seen, unhandled, expired, refresh };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => resetApiClient());

describe('callApi (the typed client on the platform transport)', () => {
  it('sends the bearer token to the typed path and returns the typed answer', async () => {
    const { seen } = setup(() => json(200, { exists: true }));
    const answer = await callApi((api) =>
      api.GET('/api/user/drones/checkExistRegistrationNumber', { params: { query: { registrationNumber: 'RU-1' } } }),
    );
    expect(answer.exists).toBe(true);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/api/user/drones/checkExistRegistrationNumber?registrationNumber=RU-1',
      authorization: 'Bearer token-1',
    });
  });

  it('refreshes the token once after a 401 and retries with the same body', async () => {
    const { seen, refresh, unhandled } = setup((call) =>
      call.authorization === 'Bearer token-2' ? json(200, { ok: true }) : json(401, { message: 'expired' }),
    );
    await callApi((api) => api.POST('/api/map/crossings', { body: { geometry: { type: 'MARKER', points: [{ lat: 55.7, lng: 37.6 }] } } }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[1].body)).toEqual(JSON.parse(seen[0].body));
    expect(unhandled).toEqual([]);
  });

  it('rejects in the error shape and opens no error page for a status the caller handles', async () => {
    const { unhandled } = setup(() => json(404, { error: 'Not Found', message: 'Drone not found', statusCode: 404 }));
    const call = callApi((api) => api.GET('/api/user/drones/{id}', { params: { path: { id: 'x' } } }), { ignoreStatuses: [404] });
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({ statusCode: 404, message: 'Drone not found' });
    expect(unhandled).toEqual([]);
  });

  it('reports a status nobody handles, and a network failure as status 0', async () => {
    const { unhandled } = setup(() => json(500, { error: 'Internal Server Error', message: 'boom', statusCode: 500 }));
    await expect(callApi((api) => api.GET('/api/user/drones/{id}', { params: { path: { id: 'x' } } }))).rejects.toMatchObject({
      statusCode: 500,
    });
    expect(unhandled.map((error) => error.statusCode)).toEqual([500]);
    configureApiClient({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
    await expect(callApi((api) => api.GET('/api/user/drones/{id}', { params: { path: { id: 'x' } } }))).rejects.toMatchObject({
      statusCode: 0,
    });
    expect(unhandled.map((error) => error.statusCode)).toEqual([500, 0]);
  });

  it('ends the session without an error page when the refresh fails, and sends anonymous calls without a token', async () => {
    const { expired, unhandled, refresh, seen } = setup(() => json(401, { message: 'expired' }));
    refresh.mockResolvedValueOnce(false);
    await expect(callApi((api) => api.GET('/api/user/drones/{id}', { params: { path: { id: 'x' } } }))).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(unhandled).toEqual([]);
    await callApi((api) => api.GET('/api/user/drones/{id}', { params: { path: { id: 'x' } } }), {
      anonymous: true,
      ignoreStatuses: 'all',
    }).catch(() => undefined);
    expect(seen.at(-1)?.authorization).toBeNull();
  });
});
