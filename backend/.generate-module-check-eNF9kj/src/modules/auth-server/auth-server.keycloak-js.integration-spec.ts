/// <reference lib="dom" />
import { chromium, type Browser, type Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { createEmptyDatabase, dropDatabase, withDatabaseName } from '../../testing/test-database';
import { DEMO_PASSWORD } from './accounts/demo-accounts';
import { freePort, migratedDataSource, startAuthTestServer, type AuthTestServer } from '../../testing/auth-test-server';
import { startKeycloakJsPage, type KeycloakJsPage } from './testing/keycloak-js-page';

/**
 * The real keycloak-js 26 in Debian's Chromium against the embedded provider: sign-in through the form,
 * a forced refresh (keycloak-js must be able to decode the refresh token), userinfo, logout and
 * registration. This is the compatibility the shell depends on.
 */

const BASE_DATABASE_URL = process.env.AUTH_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nebo_auth_test';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface KeycloakState {
  authenticated: boolean;
  sub?: string;
  roles?: string[];
  refreshTyp?: unknown;
  token?: string;
}

declare global {
  interface Window {
    kc: {
      authenticated?: boolean;
      token?: string;
      tokenParsed?: { sub?: string; realm_access?: { roles: string[] } };
      refreshTokenParsed?: { typ?: unknown };
      login(options?: { locale?: string }): Promise<void>;
      register(options?: { locale?: string }): Promise<void>;
      logout(options?: { redirectUri?: string }): Promise<void>;
      updateToken(minValidity: number): Promise<boolean>;
      loadUserInfo(): Promise<Record<string, unknown>>;
    };
    kcReady: Promise<boolean>;
  }
}

let databaseUrl: string;
let dataSource: DataSource;
let server: AuthTestServer;
let shell: KeycloakJsPage;
let browser: Browser;

beforeAll(async () => {
  databaseUrl = withDatabaseName(BASE_DATABASE_URL, `${new URL(BASE_DATABASE_URL).pathname.slice(1)}_kc_run${process.pid}`);
  await createEmptyDatabase(databaseUrl);
  dataSource = await migratedDataSource(databaseUrl);
  // The stand-in shell's origin must be listed in CORS_ORIGINS: userinfo answers those origins only.
  const port = await freePort();
  shell = await startKeycloakJsPage(`http://localhost:${port}`);
  server = await startAuthTestServer(dataSource, { corsOrigins: [shell.origin] }, port);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await shell?.close();
  await server?.close();
  await dataSource?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function keycloakState(page: Page): Promise<KeycloakState> {
  return page.evaluate(async () => {
    const authenticated = await window.kcReady;
    return {
      authenticated,
      sub: window.kc.tokenParsed?.sub,
      roles: window.kc.tokenParsed?.realm_access?.roles,
      refreshTyp: window.kc.refreshTokenParsed?.typ,
      token: window.kc.token,
    };
  });
}

async function openShell(page: Page): Promise<void> {
  await page.goto(`${shell.origin}/`);
  await page.waitForFunction(() => window.kcReady !== undefined);
}

it('signs in, refreshes, loads userinfo and signs out through keycloak-js', async () => {
  const page = await browser.newPage();
  await openShell(page);
  expect((await keycloakState(page)).authenticated).toBe(false);

  // login() navigates away, so it is started rather than awaited inside the page.
  await page.evaluate(() => void window.kc.login({ locale: 'en' }));
  await page.waitForURL(/\/realms\/nebo\/interaction\//);
  await page.getByLabel('E-mail').fill('authority@nebo.local');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${shell.origin}/logging/**`);

  const signedIn = await keycloakState(page);
  expect(signedIn).toMatchObject({
    authenticated: true,
    sub: '00000000-0000-4000-8000-000000000003',
    roles: ['user', 'authority'],
    refreshTyp: 'Refresh',
  });

  // A forced refresh is what keeps the shell signed in past the access token's 900 s.
  const refreshed = await page.evaluate(async () => {
    const before = window.kc.token;
    const didRefresh = await window.kc.updateToken(-1);
    return { didRefresh, changed: window.kc.token !== before, typ: window.kc.refreshTokenParsed?.typ };
  });
  expect(refreshed).toEqual({ didRefresh: true, changed: true, typ: 'Refresh' });

  const userinfo = await page.evaluate(() => window.kc.loadUserInfo());
  expect(userinfo).toMatchObject({ sub: signedIn.sub, preferred_username: 'authority@nebo.local', family_name: 'Волков' });

  await page.evaluate(() => void window.kc.logout({ redirectUri: `${location.origin}/` }));
  await page.waitForURL(`${shell.origin}/`);
  await page.waitForFunction(() => window.kcReady !== undefined);
  expect((await keycloakState(page)).authenticated).toBe(false);
  await page.close();
});

it('registers a new pilot through keycloak-js register()', async () => {
  const page = await browser.newPage();
  await openShell(page);
  await page.evaluate(() => void window.kc.register());
  await page.waitForURL(/\/realms\/nebo\/interaction\//);
  await page.getByLabel('Электронная почта').fill('kc.pilot@example.ru');
  await page.getByLabel('Имя').fill('Пётр');
  await page.getByLabel('Фамилия').fill('Лётчиков');
  await page.getByLabel('Пароль', { exact: true }).fill('Propeller2026');
  await page.getByLabel('Повторите пароль').fill('Propeller2026');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.waitForURL(`${shell.origin}/logging/**`);

  const state = await keycloakState(page);
  expect(state).toMatchObject({ authenticated: true, roles: ['user', 'individual'] });
  await page.close();
});
