import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { CaughtMessage } from '../../../simulators/smtp-catcher/caught-message';
import { AccountRepository } from '../../auth-server/accounts/account-repository';
import { BrowserSession } from '../../auth-server/testing/browser-session';
import {
  authorizationRequest,
  callbackParams,
  exchangeCode,
  formAction,
  refresh,
  type TokenResponse,
} from '../../auth-server/testing/portal-client';
import { startEmbeddedApp, type EmbeddedApp } from '../../../testing/embedded-app';

const PROTOCOL = '/realms/nebo/protocol/openid-connect';
const PASSWORD = 'Skyward2026';

/**
 * The e-mail change end to end in the default set-up: the embedded identity provider signs in for real,
 * the outbox delivers over SMTP to the SMTP catcher simulator, and the links are used the way the shell's
 * landing pages use them (the token from the link's fragment, posted to the public API).
 */
describe('changing the sign-in address with the embedded provider', () => {
  let embedded: EmbeddedApp;
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    embedded = await startEmbeddedApp({ mail: true });
    ({ app, baseUrl } = embedded);
  });

  afterAll(() => embedded?.close());

  async function newAccount(): Promise<string> {
    const login = `flow-${randomUUID()}@nebo.local`;
    await new AccountRepository(app.get(DataSource)).create({
      login,
      email: login,
      emailVerified: true,
      givenName: 'Иван',
      familyName: 'Петров',
      locale: 'ru',
      realmRoles: ['user', 'individual'],
      password: PASSWORD,
    });
    return login;
  }

  /** Signs in through the provider's login form; the tokens, or the login page's status when refused. */
  async function signIn(login: string): Promise<{ tokens?: TokenResponse; browser: BrowserSession; status: number }> {
    const browser = new BrowserSession(baseUrl);
    const request = authorizationRequest();
    const page = await (await browser.follow(await browser.get(`${PROTOCOL}/auth?${request.query}`))).response.text();
    const { response, location } = await browser.follow(await browser.postForm(formAction(page), { login, password: PASSWORD }));
    if (!location) return { browser, status: response.status };
    const code = callbackParams(location).get('code') as string;
    const tokens = (await (await exchangeCode(browser, `${PROTOCOL}/token`, code, request)).json()) as TokenResponse;
    return { tokens, browser, status: 200 };
  }

  const mailTo = (address: string, count?: number) => embedded.mailTo(address, count);

  /** What the landing page does: the token from the link's fragment, posted to the public call. */
  async function useLink(message: CaughtMessage, action: 'confirm' | 'undo'): Promise<Response> {
    const match = new RegExp(`(https?://\\S+/email-change/${action}/)#token=([\\w-]+)`).exec(message.text ?? '');
    if (!match) throw new Error(`No ${action} link in:\n${message.text}`);
    expect(match[1]).toBe(`http://localhost:8080/email-change/${action}/`);
    return fetch(`${baseUrl}/public/user/email-change/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      body: JSON.stringify({ token: match[2] }),
    });
  }

  const requestChange = (accessToken: string, email: string) =>
    fetch(`${baseUrl}/api/user/email?email=${encodeURIComponent(email)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', origin: 'http://localhost:8080' },
      body: JSON.stringify({ currentPassword: PASSWORD }),
    });

  it('signs in with the old address until the new one is confirmed, then only with the new one; the old one is told', async () => {
    const login = await newAccount();
    const { tokens } = await signIn(login);
    const email = `moved-${randomUUID()}@nebo.local`;
    expect((await requestChange(tokens?.access_token as string, email)).status).toBe(200);

    const [confirmation] = await mailTo(email, 1);
    expect(confirmation.subject).toBe('Nebo: подтвердите новый адрес электронной почты');
    // Pending: the login is still the old address.
    expect((await signIn(login)).tokens).toBeDefined();
    expect((await signIn(email)).status).toBe(401);

    const confirmed = await useLink(confirmation, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email });
    expect((await signIn(email)).tokens).toBeDefined();
    expect((await signIn(login)).status).toBe(401);

    const notices = await mailTo(login, 2);
    expect(notices.map((message) => message.subject)).toEqual([
      'Nebo: запрошена смена адреса электронной почты',
      'Nebo: адрес электронной почты изменён',
    ]);
  });

  it('undo from the old address restores it, ends every session and refresh token, and mails a password-change link', async () => {
    const login = await newAccount();
    const owner = await signIn(login);
    const email = `hijack-${randomUUID()}@nebo.local`;
    expect((await requestChange(owner.tokens?.access_token as string, email)).status).toBe(200);
    expect((await useLink((await mailTo(email, 1))[0], 'confirm')).status).toBe(200);
    const attacker = await signIn(email);
    expect(attacker.tokens).toBeDefined();

    const [, changed] = await mailTo(login, 2);
    const undone = await useLink(changed, 'undo');
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual({ email: login });

    // The access tokens both hold are refused at once (the per-person cut-off), not after their 900 s.
    for (const session of [owner, attacker]) {
      const current = await fetch(`${baseUrl}/api/user/current`, {
        headers: { authorization: `Bearer ${session.tokens?.access_token as string}` },
      });
      expect(current.status).toBe(401);
    }
    // Signed out everywhere: neither the owner's nor the attacker's refresh token works any more.
    for (const session of [owner, attacker]) {
      const refreshed = await refresh(session.browser, `${PROTOCOL}/token`, session.tokens?.refresh_token as string);
      expect(refreshed.status).toBe(400);
      expect((await refreshed.json()).error).toBe('invalid_grant');
    }
    const [{ sub }] = await app.get(DataSource).query('SELECT id AS sub FROM auth_account WHERE lower(email) = lower($1)', [login]);
    expect(await app.get(DataSource).query(`SELECT model FROM auth_oidc_payload WHERE payload->>'accountId' = $1`, [sub])).toEqual([]);

    expect((await signIn(login)).tokens).toBeDefined();
    expect((await signIn(email)).status).toBe(401);
    const [, , password] = await mailTo(login, 3);
    expect(password.subject).toBe('Nebo: смена пароля');
    expect(password.text).toMatch(/\/login-actions\/action-token\?key=/);
  });
});
