import { configureApiClient, resetApiClient } from '../api/client';
import { createFakeApi } from '../testing/fakeFetch';
import { currentScope, sessionStore, SUMMARY_PATH } from './sessionStore';

const claims = { sub: 'u1', realm_access: { roles: ['user', 'authority'] } };
const summary = { login: 'pilot@nebo.local', userName: 'Иван', userLastName: 'Петров', scope: ['user', 'individual'] };

function setup() {
  const fake = createFakeApi();
  fake.on('GET', SUMMARY_PATH, { body: summary });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 't' });
  sessionStore.getState().setAnonymous();
  sessionStore.getState().setAuthenticated('t', claims);
  return fake;
}

afterEach(() => {
  jest.useRealTimers();
  resetApiClient();
});

describe('session store', () => {
  it('does not fetch the summary when nobody is signed in', async () => {
    const fake = setup();
    sessionStore.getState().setAnonymous();
    await expect(sessionStore.getState().loadSummary()).resolves.toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it('refetches the summary only after the 3-second threshold', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const fake = setup();
    await sessionStore.getState().loadSummary();
    await sessionStore.getState().loadSummary();
    expect(fake.calls).toHaveLength(1);
    jest.setSystemTime(1_000_000 + 3001);
    await sessionStore.getState().loadSummary();
    expect(fake.calls).toHaveLength(2);
    await sessionStore.getState().loadSummary({ force: true });
    expect(fake.calls).toHaveLength(3);
  });

  it('shares one call between concurrent loads', async () => {
    const fake = setup();
    await Promise.all([sessionStore.getState().loadSummary(), sessionStore.getState().loadSummary()]);
    expect(fake.calls).toHaveLength(1);
    expect(sessionStore.getState().summary?.userName).toBe('Иван');
  });

  it('takes the scope from the summary, else from the token roles', async () => {
    setup();
    expect(currentScope(sessionStore.getState())).toEqual(['user', 'AUTHORITY']);
    await sessionStore.getState().loadSummary();
    expect(currentScope(sessionStore.getState())).toEqual(['user', 'individual']);
    sessionStore.getState().setAnonymous();
    expect(currentScope(sessionStore.getState())).toEqual([]);
  });

  it('keeps a tolerated failure as summaryError instead of throwing', async () => {
    const fake = setup();
    fake.on('GET', SUMMARY_PATH, { status: 500, body: { message: 'boom' } });
    await expect(sessionStore.getState().loadSummary({ force: true })).resolves.toBeNull();
    expect(sessionStore.getState().summaryError?.statusCode).toBe(500);
  });

  it('lets a forced load overtake a call under way, so a write is never followed by the summary from before it', async () => {
    const fake = setup();
    // The first call is answered late, with the summary from before the drone was saved.
    let answerFirst: (reply: { body: unknown }) => void = () => undefined;
    const first = new Promise<{ body: unknown }>((resolve) => {
      answerFirst = resolve;
    });
    fake.on('GET', SUMMARY_PATH, () => (fake.calls.length === 1 ? first : { body: { ...summary, dronesCount: 1, allowedToFly: true } }));
    const before = sessionStore.getState().loadSummary();
    const after = sessionStore.getState().loadSummary({ force: true });
    await expect(after).resolves.toMatchObject({ dronesCount: 1, allowedToFly: true });
    answerFirst({ body: { ...summary, dronesCount: 0, allowedToFly: false } });
    await expect(before).resolves.toMatchObject({ dronesCount: 1, allowedToFly: true });
    expect(fake.calls).toHaveLength(2);
    expect(sessionStore.getState().summary).toMatchObject({ dronesCount: 1, allowedToFly: true });
  });

  it('makes the held summary stale while a forced load is under way, so a plain load waits for the new one', async () => {
    const fake = setup();
    await sessionStore.getState().loadSummary();
    fake.on('GET', SUMMARY_PATH, { body: { ...summary, dronesCount: 1, allowedToFly: true } });
    const forced = sessionStore.getState().loadSummary({ force: true });
    expect(sessionStore.getState().summaryFetchedAt).toBeNull();
    expect(sessionStore.getState().summary).toEqual(summary);
    await expect(sessionStore.getState().loadSummary()).resolves.toMatchObject({ dronesCount: 1, allowedToFly: true });
    await forced;
    expect(fake.calls).toHaveLength(2);
    expect(sessionStore.getState().summaryFetchedAt).not.toBeNull();
  });

  it('drops the answer of a call that was under way when the user signed out', async () => {
    const fake = setup();
    let answer: (reply: { body: unknown }) => void = () => undefined;
    fake.on(
      'GET',
      SUMMARY_PATH,
      () =>
        new Promise<{ body: unknown }>((resolve) => {
          answer = resolve;
        }),
    );
    const pending = sessionStore.getState().loadSummary();
    await Promise.resolve();
    sessionStore.getState().setAnonymous();
    answer({ body: summary });
    await pending;
    expect(sessionStore.getState().summary).toBeNull();
  });
});
