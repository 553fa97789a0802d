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
  type TokenResponse,
} from '../../auth-server/testing/portal-client';
import { startEmbeddedApp, type EmbeddedApp } from '../../../testing/embedded-app';

const PROTOCOL = '/realms/nebo/protocol/openid-connect';
const OLD_PASSWORD = 'Skyward2026';
const NEW_PASSWORD = 'Horizon2027';

/**
 * The default set-up end to end: the embedded identity provider, the outbox worker delivering over real
 * SMTP to the SMTP catcher simulator, and the password-change page behind the e-mailed link.
 */
describe('PATCH /api/user/password and the e-mailed password-change link', () => {
  let embedded: EmbeddedApp;
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    embedded = await startEmbeddedApp({ mail: true });
    ({ app, baseUrl } = embedded);
  });

  afterAll(() => embedded?.close());

  async function newAccount(locale: 'ru' | 'en' = 'ru'): Promise<string> {
    const login = `pw-${randomUUID()}@nebo.local`;
    await new AccountRepository(app.get(DataSource)).create({
      login,
      email: login,
      emailVerified: true,
      givenName: 'Иван',
      familyName: 'Петров',
      locale,
      realmRoles: ['user', 'individual'],
      password: OLD_PASSWORD,
    });
    return login;
  }

  /** Signs in through the provider's login form over HTTP; the access token, or the login page's status. */
  async function signIn(login: string, password: string): Promise<{ accessToken?: string; status: number }> {
    const browser = new BrowserSession(baseUrl);
    const request = authorizationRequest();
    const page = await (await browser.follow(await browser.get(`${PROTOCOL}/auth?${request.query}`))).response.text();
    const { response, location } = await browser.follow(await browser.postForm(formAction(page), { login, password }));
    if (!location) return { status: response.status };
    const code = callbackParams(location).get('code') as string;
    const tokens = (await (await exchangeCode(browser, `${PROTOCOL}/token`, code, request)).json()) as TokenResponse;
    return { accessToken: tokens.access_token, status: 200 };
  }

  const mailTo = (address: string, count?: number) => embedded.mailTo(address, count);

  const linkIn = (message: CaughtMessage) => {
    const match = /https?:\/\/\S+\/login-actions\/action-token\?\S+/.exec(message.text ?? '');
    if (!match) throw new Error(`No link in:\n${message.text}`);
    return new URL(match[0]);
  };

  const requestChange = async (accessToken: string, currentPassword = OLD_PASSWORD) =>
    fetch(`${baseUrl}/api/user/password`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword }),
    });

  it('e-mails a single-use link whose page sets a new password that then signs in, and the old one no longer does', async () => {
    const login = await newAccount();
    const { accessToken } = await signIn(login, OLD_PASSWORD);
    const response = await requestChange(accessToken as string);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ email: login });

    const [message] = await mailTo(login);
    expect(message.subject).toBe('Nebo: смена пароля');
    expect(message.text).toContain('Здравствуйте, Иван!');
    const link = linkIn(message);
    expect(`${link.origin}${link.pathname}`).toBe(`${baseUrl}/realms/nebo/login-actions/action-token`);

    const browser = new BrowserSession(baseUrl);
    const page = await browser.get(link.pathname + link.search);
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form).toContain('Смена пароля');
    const key = link.searchParams.get('key') as string;

    // The registration rules apply: a weak password or a mismatch is refused on its field.
    const weak = await browser.postForm(formAction(form), { key, lang: 'ru', password: 'short', passwordConfirm: 'short' });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Пароль должен быть не короче 8 символов и содержать буквы и цифры.');
    const mismatch = await browser.postForm(formAction(form), {
      key,
      lang: 'ru',
      password: NEW_PASSWORD,
      passwordConfirm: `${NEW_PASSWORD}x`,
    });
    expect(await mismatch.text()).toContain('Пароли не совпадают.');
    expect((await signIn(login, OLD_PASSWORD)).status).toBe(200);

    const done = await browser.postForm(formAction(form), { key, lang: 'ru', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Пароль изменён');

    expect((await signIn(login, NEW_PASSWORD)).accessToken).toEqual(expect.any(String));
    expect((await signIn(login, OLD_PASSWORD)).status).toBe(401);

    // Single use: the same link is dead now, by GET and by POST.
    const again = await browser.get(link.pathname + link.search);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Ссылка недействительна');
    const replay = await browser.postForm(formAction(form), { key, lang: 'ru', password: 'Another2028', passwordConfirm: 'Another2028' });
    expect(replay.status).toBe(400);
    expect((await signIn(login, NEW_PASSWORD)).status).toBe(200);

    // The e-mail went through the job queue exactly once, at the first attempt.
    const jobs = await app
      .get(DataSource)
      .query(`SELECT state, retry_count FROM pgboss.job WHERE name = 'email.send' AND data->>'to' = $1`, [login]);
    expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('supersedes an earlier link when the change is requested again, and speaks English to an English user', async () => {
    const login = await newAccount('en');
    const { accessToken } = await signIn(login, OLD_PASSWORD);
    await requestChange(accessToken as string);
    await mailTo(login, 1);
    await requestChange(accessToken as string);
    const [first, second] = await mailTo(login, 2);
    expect(second.subject).toBe('Nebo: change your password');
    const browser = new BrowserSession(baseUrl);
    const stale = await browser.get(linkIn(first).pathname + linkIn(first).search);
    expect(stale.status).toBe(400);
    const fresh = await browser.get(linkIn(second).pathname + linkIn(second).search);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('<html lang="en">');
  });

  it('refuses a tampered link', async () => {
    const login = await newAccount();
    await requestChange((await signIn(login, OLD_PASSWORD)).accessToken as string);
    const link = linkIn((await mailTo(login))[0]);
    const key = link.searchParams.get('key') as string;
    // One character of the signature changed (the second-to-last: the last one carries padding bits).
    const swapped = key.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${key.slice(0, -2)}${swapped}${key.slice(-1)}`;
    expect(tampered).not.toBe(key);
    const browser = new BrowserSession(baseUrl);
    expect((await browser.get(`${link.pathname}?key=${tampered}&lang=ru`)).status).toBe(400);
    const posted = await browser.postForm(link.pathname, {
      key: tampered,
      lang: 'ru',
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(posted.status).toBe(400);
    expect((await signIn(login, OLD_PASSWORD)).status).toBe(200);
  });
});
