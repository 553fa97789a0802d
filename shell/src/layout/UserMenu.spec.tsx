/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
// Secure cookies, as the spec asks for the SPPI state, are kept by jsdom on https only (browsers also on http://localhost).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { alertStore, configureApiClient, readCookie, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary, type FakeApi, type FakeReply } from '@nebo/shared-ui/testing';
import { forgetSppiState, SPPI_STATE_COOKIE } from '../sppi/sppiCookies';
import { browserNavigation, forgetSppiReturnPath, peekSppiReturnPath } from '../sppi/sppiSignIn';
import { portalDeployment, renderInShell } from '../testing/renderInShell';
import { UserMenu } from './UserMenu';

const SIGNED_IN = { authorized: true, login: 'pilot-sppi', expiresAt: '2026-11-24T23:00:00.000Z' };
const SIGNED_OUT = { authorized: false, login: null, expiresAt: null };

function setup(scope: string[], session: FakeReply = { body: SIGNED_OUT }): FakeApi {
  const fake = createFakeApi();
  fake.on('GET', '/sppi/auth/session', session);
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => {
    sessionStore.getState().setAuthenticated('token', fakeClaims({ sub: scope.join('-') }));
    sessionStore.setState({ summary: fakeSummary({ scope }), summaryFetchedAt: Date.now() });
  });
  return fake;
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: /Меню пользователя|User menu/ }));
const sessionCalls = (fake: FakeApi) => fake.calls.filter((call) => call.url.pathname === '/sppi/auth/session');

afterEach(() => {
  forgetSppiState();
  forgetSppiReturnPath();
  act(() => alertStore.getState().clear());
});

describe('the SPPI entry of the user menu', () => {
  it('offers a pilot «Войти в СППИ», which starts the sign-in at SPPI with a state cookie and the path remembered', async () => {
    setup(['user', 'individual']);
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/flight/requests/7/agreement/');
    renderInShell(<UserMenu />, { route: '/flight/requests/7/agreement/' });
    openMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Войти в СППИ' }));

    const target = new URL(go.mock.calls[0][0]);
    expect(`${target.origin}${target.pathname}`).toBe('http://sppi.test/sppi/oauth/authorize');
    expect(target.searchParams.get('client_id')).toBe('nebo');
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('redirect_uri')).toBe('https://localhost/sppi-redirect/');
    expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readCookie(SPPI_STATE_COOKIE)).toBe(target.searchParams.get('state'));
    expect(peekSppiReturnPath()).toBe('/flight/requests/7/agreement/');
    go.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('offers a signed-in company user «Sign out of SPPI» in English; signing out asks the server and reads the session again', async () => {
    const fake = setup(['user', 'juridical'], { body: SIGNED_IN });
    fake.on('POST', '/sppi/auth/logout', { status: 204 });
    renderInShell(<UserMenu />, { route: '/en/company/profile/' });
    openMenu();
    const signOut = await screen.findByRole('button', { name: 'Sign out of SPPI' });
    expect(signOut.getAttribute('title')).toBe('Signed in to SPPI as pilot-sppi');

    fake.on('GET', '/sppi/auth/session', { body: SIGNED_OUT });
    fireEvent.click(signOut);
    expect(await screen.findByRole('button', { name: 'Sign in to SPPI' })).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/sppi/auth/logout')).toHaveLength(1);
    expect(sessionCalls(fake)).toHaveLength(2);
  });

  it('shows a failed sign-out as an error notification and keeps the entry', async () => {
    const fake = setup(['user', 'individual'], { body: SIGNED_IN });
    fake.on('POST', '/sppi/auth/logout', { status: 500, body: { error: 'Internal Server Error', message: 'boom', statusCode: 500 } });
    renderInShell(<UserMenu />, { route: '/' });
    openMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти из СППИ' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts).toEqual([
        expect.objectContaining({ status: 'error', message: 'Не удалось выйти из СППИ. Попробуйте ещё раз.' }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Выйти из СППИ' })).toBeTruthy();
  });

  it.each([
    ['an authority user', ['user', 'AUTHORITY'], portalDeployment],
    ['an admin', ['admin'], portalDeployment],
    ['a deployment without SPPI', ['user', 'individual'], { ...portalDeployment, sppi: undefined }],
  ])('is not offered to %s, and the session is not even asked', async (_who, scope, deployment) => {
    const fake = setup(scope);
    renderInShell(<UserMenu />, { route: '/', deployment });
    openMenu();
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /СППИ/ })).toBeNull();
    expect(sessionCalls(fake)).toHaveLength(0);
  });
});
