/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
// Secure cookies, as the spec asks for the SPPI ones, are kept by jsdom on https only (browsers also on http://localhost).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { alertStore, configureApiClient, readCookie, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, type FakeApi, type FakeReply } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../testing/renderInShell';
import { forgetSppiCode, forgetSppiState, SPPI_CODE_COOKIE, SPPI_STATE_COOKIE, writeSppiCode, writeSppiState } from './sppiCookies';
import { SppiRedirectPage } from './SppiRedirectPage';
import { browserNavigation, forgetSppiReturnPath, rememberSppiReturnPath } from './sppiSignIn';

const STATE = 'Zm9yZ2VkLW5vdC10aGlzLW9uZS1qdXN0LWEtdGVzdC1zdA';
const SESSION = { authorized: true, login: 'pilot-sppi', expiresAt: '2026-11-24T23:00:00.000Z' };

function setup(reply: FakeReply = { body: SESSION }): FakeApi {
  const fake = createFakeApi();
  fake.on('POST', '/sppi/auth/token', reply);
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  return fake;
}

function open(route: string) {
  return renderInShell(
    <StrictMode>
      <SppiRedirectPage />
      <LocationProbe />
    </StrictMode>,
    { route },
  );
}

const tokenCalls = (fake: FakeApi) => fake.calls.filter((call) => call.url.pathname === '/sppi/auth/token');
const REFUSED = 'Вход в СППИ не подтверждён: ссылка устарела или подделана. Попробуйте войти ещё раз.';

afterEach(() => {
  forgetSppiCode();
  forgetSppiState();
  forgetSppiReturnPath();
  act(() => alertStore.getState().clear());
});

describe('/sppi-redirect/', () => {
  it('posts the code once (StrictMode), as text with the redirect_uri, drops both cookies, says so and goes back', async () => {
    const fake = setup();
    writeSppiState(STATE);
    writeSppiCode('the-code');
    rememberSppiReturnPath('/flight/requests/42/agreement/');
    open(`/sppi-redirect/?state=${STATE}`);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/flight/requests/42/agreement/'));
    const calls = tokenCalls(fake);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toBe('the-code');
    expect(calls[0].headers['content-type']).toMatch(/^text\/plain/);
    expect(calls[0].headers['x-sppi-redirect-uri']).toBe('https://localhost/sppi-redirect/');
    expect(readCookie(SPPI_STATE_COOKIE) ?? '').toBe('');
    expect(readCookie(SPPI_CODE_COOKIE) ?? '').toBe('');
    expect(alertStore.getState().alerts).toEqual([
      expect.objectContaining({ status: 'success', message: 'Вы вошли в СППИ как pilot-sppi.' }),
    ]);
  });

  it('moves a code still in the address into the cookie, strips it, and defaults to the request list in English', async () => {
    const fake = setup();
    writeSppiState(STATE);
    open(`/en/sppi-redirect/?code=in-address&state=${STATE}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/flight/requests/'));
    expect(tokenCalls(fake).map((call) => [call.body, call.headers['x-sppi-redirect-uri']])).toEqual([
      ['in-address', 'https://localhost/en/sppi-redirect/'],
    ]);
  });

  it.each([
    ['a forged state', 'another-state', STATE],
    ['no state cookie (expired, or another browser)', STATE, undefined],
    ['no state in the address', undefined, STATE],
  ])('refuses %s with the message and posts nothing', async (_case, returned, cookie) => {
    const fake = setup();
    if (cookie) writeSppiState(cookie);
    writeSppiCode('the-code');
    open(`/sppi-redirect/${returned ? `?state=${returned}` : ''}`);
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(tokenCalls(fake)).toHaveLength(0);
    expect(readCookie(SPPI_CODE_COOKIE) ?? '').toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/sppi-redirect/');
  });

  it('refuses a replay: the same answer opened again after it was used', async () => {
    const fake = setup();
    writeSppiState(STATE);
    writeSppiCode('the-code');
    const first = open(`/sppi-redirect/?state=${STATE}`);
    await waitFor(() => expect(tokenCalls(fake)).toHaveLength(1));
    first.unmount();

    writeSppiCode('the-code');
    open(`/sppi-redirect/?state=${STATE}`);
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(tokenCalls(fake)).toHaveLength(1);
  });

  it.each([
    [400, 'sppi.code-rejected', 'СППИ не приняла код входа: он неверен, уже использован или устарел. Попробуйте войти ещё раз.'],
    [502, 'sppi.unavailable', 'СППИ сейчас недоступна. Попробуйте войти позже.'],
  ])('shows a %i (%s) on the page with a way to sign in again, never an error page', async (status, code, text) => {
    setup({ status, body: { error: 'x', message: 'x', statusCode: status, code } });
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    writeSppiState(STATE);
    writeSppiCode('the-code');
    open(`/sppi-redirect/?state=${STATE}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sppi-redirect/');

    fireEvent.click(screen.getByRole('button', { name: 'Войти в СППИ ещё раз' }));
    const target = new URL(go.mock.calls[0][0]);
    expect(target.searchParams.get('state')).toBe(readCookie(SPPI_STATE_COOKIE));
    expect(target.searchParams.get('redirect_uri')).toBe('https://localhost/sppi-redirect/');
    go.mockRestore();
  });

  it('says the sign-in was cancelled when SPPI answers with an error, and posts nothing', async () => {
    const fake = setup();
    writeSppiState(STATE);
    open(`/sppi-redirect/?state=${STATE}&sppi_error=access_denied`);
    expect(await screen.findByText('Вход в СППИ отменён.')).toBeTruthy();
    expect(tokenCalls(fake)).toHaveLength(0);
  });

  it('without a code (expired after 60 s) posts nothing and offers to sign in again', async () => {
    const fake = setup();
    writeSppiState(STATE);
    open(`/sppi-redirect/?state=${STATE}`);
    expect(await screen.findByText('СППИ не передала код входа или он устарел. Попробуйте войти ещё раз.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Войти в СППИ ещё раз' })).toBeTruthy();
    expect(tokenCalls(fake)).toHaveLength(0);
  });
});
