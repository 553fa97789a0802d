import { act, screen } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary } from '@nebo/shared-ui/testing';
import { authorityDeployment, renderInShell } from '../../testing/renderInShell';
import { Header } from '../Header';

/** Where the bell is mounted: the header, for every signed-in audience and deployment, never for a visitor. */
describe('the header bell', () => {
  beforeEach(() => {
    const fake = createFakeApi();
    fake.on('GET', '/api/user/current/notifications', { body: { data: [], meta: { totalCount: 0, unreadCount: 7 } } });
    configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  });

  afterEach(() => act(() => sessionStore.getState().setAnonymous()));

  it('is not shown to a visitor', () => {
    act(() => sessionStore.getState().setAnonymous());
    renderInShell(<Header />);
    expect(screen.queryByRole('button', { name: /Уведомления/ })).toBeNull();
  });

  it.each([
    ['a pilot on the portal', ['user', 'individual'], undefined],
    ['an authority employee on the authority deployment', ['user', 'AUTHORITY'], authorityDeployment],
  ])('is shown to %s with the unread count', async (_who, scope, deployment) => {
    act(() => {
      sessionStore.getState().setAuthenticated('token', fakeClaims({ sub: scope.join('-') }));
      sessionStore.setState({ summary: fakeSummary({ scope }), summaryFetchedAt: Date.now() });
    });
    renderInShell(<Header />, { deployment });
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 7' })).toBeTruthy();
  });
});
