import { QueryClient } from '@tanstack/react-query';
import { configureApiClient, sessionStore, SUMMARY_PATH } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary } from '@nebo/shared-ui/testing';
import { refreshAfterDroneChange } from './afterDroneChange';
import { dronesKeys } from './dronesApi';

describe('refreshAfterDroneChange', () => {
  it('marks the pilot’s drone queries stale and fetches the summary past its 3-second threshold', async () => {
    const fake = createFakeApi();
    fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ dronesCount: 2, allowedToFly: true }) });
    configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
    sessionStore.getState().setAuthenticated('token', fakeClaims());
    await sessionStore.getState().loadSummary();
    fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ dronesCount: 3, allowedToFly: true }) });

    const queryClient = new QueryClient();
    queryClient.setQueryData(dronesKeys.list({}, 0, 'CREATE_DATE-'), { data: [], meta: { totalCount: 2 } });
    queryClient.setQueryData(['profile'], { unrelated: true });
    await refreshAfterDroneChange(queryClient);

    expect(queryClient.getQueryState(dronesKeys.list({}, 0, 'CREATE_DATE-'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(false);
    await expect(sessionStore.getState().loadSummary()).resolves.toMatchObject({ dronesCount: 3 });
    expect(fake.calls.filter((call) => call.url.pathname === SUMMARY_PATH)).toHaveLength(2);
  });
});
