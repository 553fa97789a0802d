import { createFakeApi } from '../testing/fakeFetch';
import { loadingStore } from '../loading/loadingStore';
import { api, configureApiClient, protectedFileUrl, resetApiClient } from './client';
import { ApiRequestError, type ApiError } from './errors';

function setup(token = 'token-1') {
  const fake = createFakeApi();
  const unhandled: ApiError[] = [];
  const expired = jest.fn();
  let current = token;
  const refresh = jest.fn(async () => {
    current = 'token-2';
    return true;
  });
  configureApiClient({
    baseUrl: 'http://api.test/',
    fetch: fake.fetch,
    getToken: async () => current,
    refreshAfterUnauthorized: refresh,
    onSessionExpired: expired,
    onUnhandledError: (error) => unhandled.push(error),
  });
  return { fake, unhandled, expired, refresh };
}

afterEach(() => resetApiClient());

describe('api client', () => {
  it('sends the bearer token and dotted query, and parses JSON', async () => {
    const { fake } = setup();
    fake.on('GET', '/api/things', { body: { data: [1], meta: { totalCount: 1 } } });
    const result = await api.get<{ data: number[] }>('/api/things', { query: { filter: { status: 'ACTIVE' }, ids: [1, 2] } });
    expect(result.data).toEqual([1]);
    expect(fake.calls[0].headers.authorization).toBe('Bearer token-1');
    expect(fake.calls[0].url.search).toBe('?filter.status=ACTIVE&ids=1&ids=2');
  });

  it('sends JSON bodies and plain-text bodies with the right content type', async () => {
    const { fake } = setup();
    fake.on('PATCH', '/api/a', { status: 204 }).on('PATCH', '/api/b', { status: 204 });
    await api.patch('/api/a', { firstName: 'Иван' });
    await api.patch('/api/b', 'purpose text');
    expect(fake.calls[0].headers['content-type']).toBe('application/json');
    expect(fake.calls[0].body).toEqual({ firstName: 'Иван' });
    expect(fake.calls[1].headers['content-type']).toContain('text/plain');
    expect(fake.calls[1].body).toBe('purpose text');
  });

  it('refreshes the token once after a 401 and retries', async () => {
    const { fake, refresh, unhandled } = setup();
    fake.on('GET', '/api/me', (call) =>
      call.headers.authorization === 'Bearer token-2' ? { body: { ok: true } } : { status: 401, body: { message: 'expired' } },
    );
    await expect(api.get('/api/me')).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fake.calls).toHaveLength(2);
    expect(unhandled).toEqual([]);
  });

  it('reports an ended session when the refresh fails, without an error page', async () => {
    const { fake, refresh, expired, unhandled } = setup();
    refresh.mockResolvedValueOnce(false);
    fake.on('GET', '/api/me', { status: 401, body: { message: 'expired' } });
    await expect(api.get('/api/me')).rejects.toMatchObject({ statusCode: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(unhandled).toEqual([]);
  });

  it('does not treat a 401 of an anonymous call as an ended session', async () => {
    const { fake, refresh, expired, unhandled } = setup('');
    fake.on('GET', '/api/private', { status: 401, body: { message: 'sign in' } });
    await expect(api.get('/api/private')).rejects.toMatchObject({ statusCode: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    expect(unhandled.map((e) => e.statusCode)).toEqual([401]);
  });

  it('hands unhandled failures to the page handler unless the status is ignored', async () => {
    const { fake, unhandled } = setup();
    fake.on('GET', '/api/missing', { status: 404, body: { message: 'gone', error: 'Not Found', statusCode: 404 } });
    await expect(api.get('/api/missing')).rejects.toBeInstanceOf(ApiRequestError);
    await expect(api.get('/api/missing', { ignoreStatuses: [404] })).rejects.toMatchObject({ statusCode: 404, message: 'gone' });
    expect(unhandled.map((e) => e.statusCode)).toEqual([404]);
  });

  it('leaves validation errors of writes to the form by default', async () => {
    const { fake, unhandled } = setup();
    fake.on('PATCH', '/api/form', {
      status: 400,
      body: {
        error: 'Bad Request',
        statusCode: 400,
        message: 'firstName:letters only',
        detailedError: [{ field: 'firstName', error: 'letters only' }],
      },
    });
    await expect(api.patch('/api/form', {})).rejects.toMatchObject({ detailedError: [{ field: 'firstName', error: 'letters only' }] });
    expect(unhandled).toEqual([]);
  });

  it('reports statusCode 0 when the backend cannot be reached', async () => {
    const { fake, unhandled } = setup();
    fake.goOffline();
    await expect(api.get('/api/user/current/summary')).rejects.toMatchObject({ statusCode: 0 });
    expect(unhandled[0]?.statusCode).toBe(0);
  });

  it('counts calls in flight for the loading bar, except silent ones', async () => {
    const { fake } = setup();
    let seen = -1;
    fake.on('GET', '/api/slow', () => {
      seen = loadingStore.getState().pending;
      return { body: {} };
    });
    await api.get('/api/slow');
    expect(seen).toBe(1);
    await api.get('/api/slow', { silent: true });
    expect(seen).toBe(0);
    expect(loadingStore.getState().pending).toBe(0);
  });

  it('appends the token to protected file URLs', async () => {
    setup('abc');
    await expect(protectedFileUrl('http://api.test/files/1?x=1')).resolves.toBe('http://api.test/files/1?x=1&access_token=abc');
  });
});
