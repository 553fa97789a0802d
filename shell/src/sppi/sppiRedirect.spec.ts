/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
// Secure cookies, as the spec asks for the SPPI ones, are kept by jsdom on https only (browsers also on http://localhost).
import { readCookie } from '@nebo/shared-ui';
import { portalDeployment } from '../testing/renderInShell';
import { forgetSppiCode, newSppiState, SPPI_CODE_COOKIE } from './sppiCookies';
import { checkState, isSppiRedirectPath, moveSppiCodeOffAddress, sppiRedirectUri, takeCode } from './sppiRedirect';
import { sppiAuthorizeUrl } from './sppiSignIn';

const openAt = (url: string) => window.history.replaceState(null, '', url);
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  forgetSppiCode();
  openAt('/');
});

describe('the code on /sppi-redirect/', () => {
  it('is taken off the query, the other parameters kept', () => {
    expect(takeCode('?code=abc&state=s1')).toEqual({ search: '?state=s1', code: 'abc', changed: true });
    expect(takeCode('?code=abc')).toEqual({ search: '', code: 'abc', changed: true });
    expect(takeCode('?state=s1')).toEqual({ search: '?state=s1', code: null, changed: false });
  });

  it.each(['?code=&state=s1', '?code=undefined&state=s1', '?code=%20&state=s1'])(
    'strips an empty or "undefined" code without keeping it: %s',
    (search) => {
      expect(takeCode(search)).toEqual({ search: '?state=s1', code: null, changed: true });
    },
  );

  it('moves into its 60-second cookie at start-up, and the address is replaced without it (both locales)', () => {
    for (const path of ['/sppi-redirect/', '/en/sppi-redirect/']) {
      openAt(`${path}?code=c0de-1&state=s1#top`);
      moveSppiCodeOffAddress();
      expect(address()).toBe(`${path}?state=s1#top`);
      expect(readCookie(SPPI_CODE_COOKIE)).toBe('c0de-1');
      forgetSppiCode();
    }
  });

  it('strips an "undefined" code from the address and writes no cookie', () => {
    openAt('/sppi-redirect/?code=undefined&state=s1');
    moveSppiCodeOffAddress();
    expect(address()).toBe('/sppi-redirect/?state=s1');
    expect(readCookie(SPPI_CODE_COOKIE) ?? '').toBe('');
  });

  it("renames SPPI's error so the portal's own sign-in does not take it for its answer", () => {
    openAt('/sppi-redirect/?error=access_denied&state=s1');
    moveSppiCodeOffAddress();
    expect(address()).toBe('/sppi-redirect/?state=s1&sppi_error=access_denied');
  });

  it('leaves every other page alone, the portal sign-in answer on /logging/ included', () => {
    openAt('/logging/?code=kc&state=s1');
    moveSppiCodeOffAddress();
    expect(address()).toBe('/logging/?code=kc&state=s1');
    expect(readCookie(SPPI_CODE_COOKIE) ?? '').toBe('');
    expect(isSppiRedirectPath('/en/sppi-redirect/')).toBe(true);
    expect(isSppiRedirectPath('/sppi-redirect/x/')).toBe(false);
  });
});

describe('the state', () => {
  it('is 32 random bytes in base64url, new each time', () => {
    const state = newSppiState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSppiState()).not.toBe(state);
  });

  it('must equal the cookie: missing on either side or different is refused', () => {
    expect(checkState('abc', 'abc')).toEqual({ kind: 'ok' });
    expect(checkState('abd', 'abc')).toEqual({ kind: 'refused' });
    expect(checkState('abc', undefined)).toEqual({ kind: 'refused' });
    expect(checkState(null, 'abc')).toEqual({ kind: 'refused' });
    expect(checkState('', '')).toEqual({ kind: 'refused' });
    expect(checkState('abcd', 'abc')).toEqual({ kind: 'refused' });
  });
});

describe('the authorize URL', () => {
  it("carries the deployment's client id, the redirect page of the current locale, the state and response_type=code", () => {
    const url = new URL(sppiAuthorizeUrl(portalDeployment.sppi!, sppiRedirectUri('http://localhost:8080', 'en'), 'st'));
    expect(`${url.origin}${url.pathname}`).toBe('http://sppi.test/sppi/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'nebo',
      redirect_uri: 'http://localhost:8080/en/sppi-redirect/',
      state: 'st',
      response_type: 'code',
    });
    expect(sppiRedirectUri('http://localhost:8080', 'ru')).toBe('http://localhost:8080/sppi-redirect/');
  });
});
