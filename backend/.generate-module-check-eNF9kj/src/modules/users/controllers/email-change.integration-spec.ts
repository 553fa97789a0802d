import { randomUUID } from 'node:crypto';
import { AccountRepository } from '../../auth-server/accounts/account-repository';
import type { DemoIdentity } from '../../../testing/demo-identities';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { CURRENT_PASSWORD_ERROR } from '../dtos/current-password.dto';
import { LINK_ERRORS } from '../users.exceptions';

/**
 * Issue 9, finding 2: one leaked access token must not take an account. The e-mail (the login) and the
 * password change only with the current password, a new address takes effect only through the link sent
 * to it, and the old address is told, with a link that undoes the change and signs the account out.
 * E-mails are read from the outbox table (the worker is off here); the SMTP path is covered by
 * email-change-flow.integration-spec.ts.
 */

const PASSWORD = 'Skyward2026';
const CONFIRM = '/public/user/email-change/confirm';
const UNDO = '/public/user/email-change/undo';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ OUTBOX_WORKER_ENABLED: 'false' });
});

afterAll(() => t.close());

interface Pilot {
  identity: DemoIdentity;
  email: string;
  authorization: string;
}

/** A pilot known to the identity provider (the embedded provider's account table) and to the platform. */
async function newPilot(locale: 'ru' | 'en' = 'ru'): Promise<Pilot> {
  const sub = randomUUID();
  const email = `pilot-${sub}@nebo.local`;
  const identity: DemoIdentity = { sub, login: email, givenName: 'Ivan', familyName: 'Petrov', roles: ['user', 'individual'] };
  await new AccountRepository(t.dataSource).create({
    id: sub,
    login: email,
    email,
    emailVerified: true,
    givenName: 'Иван',
    familyName: 'Петров',
    locale,
    realmRoles: ['user', 'individual'],
    password: PASSWORD,
  });
  const authorization = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
  await t.http.get('/api/user/current').set('Authorization', authorization).expect(200);
  if (locale === 'en') await t.dataSource.query(`UPDATE users SET locale = 'en' WHERE subject = $1`, [sub]);
  return { identity, email, authorization };
}

const freshAddress = (label: string) => `${label}-${randomUUID()}@mail.ru`;

/** Stands for a request without a body (an `undefined` argument would take the default). */
const NO_BODY = Symbol('no body');

const requestChange = (pilot: Pilot, email: string, body: unknown = { currentPassword: PASSWORD }) => {
  const call = t.http.put('/api/user/email').query({ email }).set('Authorization', pilot.authorization);
  return body === NO_BODY ? call : call.send(body as object);
};

const stored = async (sub: string) => (await t.dataSource.query('SELECT login, email FROM users WHERE subject = $1', [sub]))[0];
const providerAccount = async (sub: string) =>
  (await t.dataSource.query('SELECT login, email, email_verified FROM auth_account WHERE id = $1', [sub]))[0];

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** What the e-mail job queue holds for an address, oldest first. */
async function mailTo(address: string): Promise<Mail[]> {
  const rows: Array<{ payload: Mail }> = await t.dataSource.query(
    `SELECT data AS payload FROM pgboss.job WHERE name = 'email.send' AND lower(data->>'to') = lower($1) ORDER BY created_on, id`,
    [address],
  );
  return rows.map((row) => row.payload);
}

function tokenIn(mail: Mail, action: 'confirm' | 'undo'): string {
  const match = new RegExp(`/email-change/${action}/#token=([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`No ${action} link in:\n${mail.text}`);
  return match[1];
}

const lastMail = async (address: string) => (await mailTo(address)).at(-1) as Mail;
const confirmTokenFor = async (address: string) => tokenIn(await lastMail(address), 'confirm');
const undoTokenFor = async (address: string) => tokenIn(await lastMail(address), 'undo');

const confirm = (token: unknown) => t.http.post(CONFIRM).send({ token });
const undo = (token: unknown) => t.http.post(UNDO).send({ token });

describe('an access token alone changes neither the e-mail nor the password', () => {
  it.each([
    ['no body', NO_BODY],
    ['an empty body', {}],
    ['an empty password', { currentPassword: '' }],
    ['a number', { currentPassword: 2026 }],
    ['a wrong password', { currentPassword: 'Skyward2027' }],
  ])('PUT /api/user/email with %s: 400 on currentPassword, nothing recorded, nothing sent', async (_case, body) => {
    const pilot = await newPilot();
    const wanted = freshAddress('thief');
    const res = await requestChange(pilot, wanted, body).expect(400);
    expect(res.body).toEqual({
      error: 'Bad Request',
      message: `currentPassword:${CURRENT_PASSWORD_ERROR}`,
      statusCode: 400,
      detailedError: [{ field: 'currentPassword', error: CURRENT_PASSWORD_ERROR }],
    });
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
    expect(
      await t.dataSource.query('SELECT 1 FROM user_email_changes c JOIN users u ON u.id = c.user_id WHERE u.subject = $1', [
        pilot.identity.sub,
      ]),
    ).toEqual([]);
    expect(await mailTo(wanted)).toEqual([]);
    expect(await mailTo(pilot.email)).toEqual([]);
  });

  it.each([
    ['no body', NO_BODY],
    ['a wrong password', { currentPassword: 'Skyward2027' }],
  ])('PATCH /api/user/password with %s: 400 on currentPassword, no link issued, nothing sent', async (_case, body) => {
    const pilot = await newPilot();
    const call = t.http.patch('/api/user/password').set('Authorization', pilot.authorization);
    const res = await (body === NO_BODY ? call : call.send(body as object)).expect(400);
    expect(res.body.detailedError).toEqual([{ field: 'currentPassword', error: CURRENT_PASSWORD_ERROR }]);
    expect(await t.dataSource.query('SELECT 1 FROM auth_action_token WHERE account_id = $1', [pilot.identity.sub])).toEqual([]);
    expect(await mailTo(pilot.email)).toEqual([]);
  });

  it('PATCH /api/user/password with the current password sends the link to the account address (202)', async () => {
    const pilot = await newPilot();
    const res = await t.http
      .patch('/api/user/password')
      .set('Authorization', pilot.authorization)
      .send({ currentPassword: PASSWORD })
      .expect(202);
    expect(res.body).toEqual({ email: pilot.email });
    expect((await mailTo(pilot.email)).map((mail) => mail.subject)).toEqual(['Nebo: смена пароля']);
  });

  it('checks the password before the address, so a token alone cannot learn which addresses are registered', async () => {
    const owner = await newPilot();
    const other = await newPilot();
    const res = await requestChange(owner, other.email, { currentPassword: 'not-the-password1' }).expect(400);
    expect(res.body.detailedError).toEqual([{ field: 'currentPassword', error: CURRENT_PASSWORD_ERROR }]);
  });
});

describe('PUT /api/user/email with the current password', () => {
  it('records a pending change, mails the link to the new address and the notice to the old one, and keeps the login', async () => {
    const pilot = await newPilot();
    const wanted = freshAddress('new');
    const res = await requestChange(pilot, `  ${wanted} `).expect(200);
    expect(res.body).toMatchObject({ login: pilot.email, email: pilot.email, pendingEmail: wanted });
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
    expect(await providerAccount(pilot.identity.sub)).toMatchObject({ login: pilot.email, email: pilot.email });
    const current = await t.http.get('/api/user/current').set('Authorization', pilot.authorization).expect(200);
    expect(current.body).toMatchObject({ email: pilot.email, pendingEmail: wanted });

    const [confirmation] = await mailTo(wanted);
    expect(confirmation.subject).toBe('Nebo: подтвердите новый адрес электронной почты');
    expect(confirmation.text).toMatch(/http:\/\/localhost:8080\/email-change\/confirm\/#token=[\w-]{43}/);
    // A mistyped address must not learn whose account it was.
    expect(confirmation.text).not.toContain(pilot.email);

    const [notice] = await mailTo(pilot.email);
    expect(notice.subject).toBe('Nebo: запрошена смена адреса электронной почты');
    expect(notice.text).toContain(wanted);
    expect(notice.text).toMatch(/http:\/\/localhost:8080\/email-change\/undo\/#token=[\w-]{43}/);

    // Signing in still takes the old address: the provider's account is untouched until confirmation.
    expect(await providerAccount(pilot.identity.sub)).toMatchObject({ login: pilot.email });
  });

  it("leads the links to the shell the request came from, in the user's language; an unknown origin gets the portal", async () => {
    const pilot = await newPilot('en');
    const wanted = freshAddress('origin');
    await requestChange(pilot, wanted).set('Origin', 'http://localhost:8081').expect(200);
    expect((await lastMail(wanted)).text).toContain('http://localhost:8081/en/email-change/confirm/#token=');
    expect((await lastMail(wanted)).subject).toBe('Nebo: confirm your new e-mail address');
    const other = freshAddress('evil');
    await requestChange(pilot, other).set('Origin', 'https://evil.example').expect(200);
    expect((await lastMail(other)).text).toContain('http://localhost:8080/en/email-change/confirm/#token=');
  });

  it('refuses an address of another account with 409 on the field and records nothing', async () => {
    const pilot = await newPilot();
    const other = await newPilot();
    const res = await requestChange(pilot, other.email.toUpperCase()).expect(409);
    expect(res.body.detailedError).toEqual([{ field: 'email', error: 'email is already used by another account' }]);
    const providerOnly = freshAddress('provider-only');
    await new AccountRepository(t.dataSource).create({
      login: providerOnly,
      email: providerOnly,
      emailVerified: true,
      givenName: 'А',
      familyName: 'Б',
      locale: 'ru',
      realmRoles: ['user'],
      password: PASSWORD,
    });
    await requestChange(pilot, providerOnly).expect(409);
    expect((await t.http.get('/api/user/current').set('Authorization', pilot.authorization)).body.pendingEmail).toBeNull();
    expect(await mailTo(pilot.email)).toEqual([]);
  });

  it.each([
    [{}, 'email should not be empty'],
    [{ email: 'ivan@mail' }, 'email must be an e-mail address, for example name@example.ru'],
    [{ email: ['a@b.ru', 'c@d.ru'] }, 'email must be a single string'],
  ])('refuses %j with a field error', async (query, error) => {
    const pilot = await newPilot();
    const res = await t.http
      .put('/api/user/email')
      .query(query)
      .set('Authorization', pilot.authorization)
      .send({ currentPassword: PASSWORD })
      .expect(400);
    expect(res.body.detailedError).toEqual([{ field: 'email', error }]);
  });

  it('a new request replaces the pending one: the first link stops working', async () => {
    const pilot = await newPilot();
    const first = freshAddress('first');
    const second = freshAddress('second');
    await requestChange(pilot, first).expect(200);
    const firstToken = await confirmTokenFor(first);
    const res = await requestChange(pilot, second).expect(200);
    expect(res.body.pendingEmail).toBe(second);
    expect((await confirm(firstToken).expect(409)).body.message).toBe(LINK_ERRORS.used);
    await confirm(await confirmTokenFor(second)).expect(200);
    expect(await stored(pilot.identity.sub)).toEqual({ login: second, email: second });
  });

  it('cancels the pending change by DELETE /api/user/email/pending or by asking for the current address', async () => {
    const pilot = await newPilot();
    const wanted = freshAddress('cancel');
    await requestChange(pilot, wanted).expect(200);
    const token = await confirmTokenFor(wanted);
    const cancelled = await t.http.delete('/api/user/email/pending').set('Authorization', pilot.authorization).expect(200);
    expect(cancelled.body).toMatchObject({ email: pilot.email, pendingEmail: null });
    await confirm(token).expect(409);

    await requestChange(pilot, wanted).expect(200);
    const again = await confirmTokenFor(wanted);
    expect((await requestChange(pilot, pilot.email).expect(200)).body.pendingEmail).toBeNull();
    await confirm(again).expect(409);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
  });

  it('resends the confirmation with a fresh link, at most once a minute', async () => {
    const pilot = await newPilot();
    const resend = () => t.http.post('/api/user/email/pending/resend').set('Authorization', pilot.authorization);
    await resend().expect(404);
    const wanted = freshAddress('resend');
    await requestChange(pilot, wanted).expect(200);
    const first = await confirmTokenFor(wanted);
    const early = await resend().expect(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(early.body).toMatchObject({ error: 'Too Many Requests', statusCode: 429 });
    await t.dataSource.query(
      `UPDATE user_email_changes SET confirmation_sent_at = confirmation_sent_at - interval '2 minutes'
        WHERE user_id = (SELECT id FROM users WHERE subject = $1)`,
      [pilot.identity.sub],
    );
    expect((await resend().expect(200)).body.pendingEmail).toBe(wanted);
    const second = await confirmTokenFor(wanted);
    expect(second).not.toBe(first);
    await confirm(first).expect(409);
    await confirm(second).expect(200);
  });
});

describe('POST /public/user/email-change/confirm', () => {
  it('makes the new address the e-mail and login here and at the provider, and tells the old one with an undo link', async () => {
    const pilot = await newPilot();
    const wanted = freshAddress('confirmed');
    await requestChange(pilot, wanted).expect(200);
    const res = await confirm(await confirmTokenFor(wanted)).expect(200);
    expect(res.body).toEqual({ email: wanted });
    expect(await stored(pilot.identity.sub)).toEqual({ login: wanted, email: wanted });
    expect(await providerAccount(pilot.identity.sub)).toEqual({ login: wanted, email: wanted, email_verified: true });
    const current = await t.http.get('/api/user/current').set('Authorization', pilot.authorization).expect(200);
    expect(current.body).toMatchObject({ email: wanted, login: wanted, pendingEmail: null });

    const notices = await mailTo(pilot.email);
    expect(notices.map((mail) => mail.subject)).toEqual([
      'Nebo: запрошена смена адреса электронной почты',
      'Nebo: адрес электронной почты изменён',
    ]);
    expect(notices[1].text).toContain(wanted);
    expect(notices[1].text).toMatch(/\/email-change\/undo\/#token=[\w-]{43}/);
  });

  it('works once', async () => {
    const pilot = await newPilot();
    const wanted = freshAddress('once');
    await requestChange(pilot, wanted).expect(200);
    const token = await confirmTokenFor(wanted);
    await confirm(token).expect(200);
    const again = await confirm(token).expect(409);
    expect(again.body).toEqual({ error: 'Conflict', message: LINK_ERRORS.used, statusCode: 409, code: 'users.email-change-link-used' });
  });

  it('refuses an expired link with 410, changes nothing, and no longer reports the change as pending', async () => {
    const pilot = await newPilot();
    const wanted = freshAddress('expired');
    await requestChange(pilot, wanted).expect(200);
    const token = await confirmTokenFor(wanted);
    await t.dataSource.query(
      `UPDATE user_email_change_links SET expires_at = now() - interval '1 second'
        WHERE purpose = 'CONFIRM' AND change_id IN (SELECT c.id FROM user_email_changes c JOIN users u ON u.id = c.user_id WHERE u.subject = $1)`,
      [pilot.identity.sub],
    );
    const res = await confirm(token).expect(410);
    expect(res.body).toEqual({ error: 'Gone', message: LINK_ERRORS.expired, statusCode: 410, code: 'users.email-change-link-expired' });
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
    expect((await t.http.get('/api/user/current').set('Authorization', pilot.authorization)).body.pendingEmail).toBeNull();
  });

  it.each([
    ['an unknown token', () => 'A'.repeat(43), 404],
    ['a malformed token', () => 'not a token', 404],
    ['an undo link', (undoToken: string) => undoToken, 404],
  ])('refuses %s and changes nothing', async (_case, token, status) => {
    const pilot = await newPilot();
    const wanted = freshAddress('foreign');
    await requestChange(pilot, wanted).expect(200);
    const res = await confirm(token(await undoTokenFor(pilot.email))).expect(status);
    expect(res.body.message).toBe(LINK_ERRORS.unknown);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
  });

  it.each([[{}], [{ token: 42 }], [{ token: 'x', extra: 1 }]])('refuses a body %j with a field error', async (body) => {
    const res = await t.http.post(CONFIRM).send(body).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.detailedError.length).toBeGreaterThan(0);
  });

  it('refuses an address another account took since the request (409 on the field) and changes nothing', async () => {
    const pilot = await newPilot();
    const wanted = freshAddress('raced');
    await requestChange(pilot, wanted).expect(200);
    await new AccountRepository(t.dataSource).create({
      login: wanted,
      email: wanted,
      emailVerified: true,
      givenName: 'А',
      familyName: 'Б',
      locale: 'ru',
      realmRoles: ['user'],
      password: PASSWORD,
    });
    const res = await confirm(await confirmTokenFor(wanted)).expect(409);
    expect(res.body.detailedError).toEqual([{ field: 'email', error: 'email is already used by another account' }]);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
    expect(await providerAccount(pilot.identity.sub)).toMatchObject({ email: pilot.email });
  });
});

describe('POST /public/user/email-change/undo', () => {
  /** Sessions, grants and refresh tokens as oidc-provider stores them: each payload names its account. */
  async function seedSessions(accountId: string): Promise<void> {
    for (const model of ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode']) {
      await t.dataSource.query(
        `INSERT INTO auth_oidc_payload (model, id, payload, expires_at) VALUES ($1, $2, $3::jsonb, now() + interval '1 hour')`,
        [model, randomUUID(), JSON.stringify({ accountId, kind: model })],
      );
    }
  }
  const sessionsOf = async (accountId: string) =>
    (await t.dataSource.query(`SELECT model FROM auth_oidc_payload WHERE payload->>'accountId' = $1 ORDER BY model`, [accountId])).map(
      (row: { model: string }) => row.model,
    );

  it('from the request notice: cancels the pending change, signs the account out everywhere, and mails a password link', async () => {
    const pilot = await newPilot();
    const bystander = await newPilot();
    await seedSessions(pilot.identity.sub);
    await seedSessions(bystander.identity.sub);
    const wanted = freshAddress('attacker');
    await requestChange(pilot, wanted).expect(200);
    const confirmToken = await confirmTokenFor(wanted);

    const res = await undo(await undoTokenFor(pilot.email)).expect(200);
    expect(res.body).toEqual({ email: pilot.email });
    expect(await sessionsOf(pilot.identity.sub)).toEqual([]);
    expect(await sessionsOf(bystander.identity.sub)).toHaveLength(4);
    expect((await confirm(confirmToken).expect(409)).body.message).toBe(LINK_ERRORS.used);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
    expect((await lastMail(pilot.email)).subject).toBe('Nebo: смена пароля');
  });

  it('after confirmation: restores the old address here and at the provider, and works once', async () => {
    const pilot = await newPilot();
    await seedSessions(pilot.identity.sub);
    const wanted = freshAddress('taken-over');
    await requestChange(pilot, wanted).expect(200);
    await confirm(await confirmTokenFor(wanted)).expect(200);
    const undoToken = await undoTokenFor(pilot.email);

    await undo(undoToken).expect(200);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
    expect(await providerAccount(pilot.identity.sub)).toMatchObject({ login: pilot.email, email: pilot.email });
    expect(await sessionsOf(pilot.identity.sub)).toEqual([]);
    // The undo signed the person out: tokens issued up to now are refused (the cut-off)…
    const before = `Bearer ${await t.issuer.tokenForIdentity({ ...pilot.identity, login: wanted })}`;
    expect((await t.http.get('/api/user/current').set('Authorization', before).expect(401)).body.statusCode).toBe(401);
    // …and a later token that still names the attacker's address as the login does not copy it back.
    const stale = `Bearer ${await t.issuer.tokenForIdentity({ ...pilot.identity, login: wanted }, { issuedAt: Math.floor(Date.now() / 1000) + 2 })}`;
    expect((await t.http.get('/api/user/current').set('Authorization', stale).expect(200)).body.email).toBe(pilot.email);
    expect((await undo(undoToken).expect(409)).body.message).toBe(LINK_ERRORS.used);
  });

  it("lets the owner undo an attacker's chain of changes, after which the attacker's own undo link is dead", async () => {
    const pilot = await newPilot();
    const hop = freshAddress('hop');
    const final = freshAddress('final');
    await requestChange(pilot, hop).expect(200);
    await confirm(await confirmTokenFor(hop)).expect(200);
    const ownerUndo = await undoTokenFor(pilot.email);
    const hopAuthorization = `Bearer ${await t.issuer.tokenForIdentity({ ...pilot.identity, login: hop })}`;
    await t.http
      .put('/api/user/email')
      .query({ email: final })
      .set('Authorization', hopAuthorization)
      .send({ currentPassword: PASSWORD })
      .expect(200);
    await confirm(await confirmTokenFor(final)).expect(200);
    const attackerUndo = await undoTokenFor(hop);

    await undo(ownerUndo).expect(200);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
    await undo(attackerUndo).expect(409);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
  });

  it("keeps the owner's link working when the attacker undoes a later change first", async () => {
    const pilot = await newPilot();
    const hop = freshAddress('hop');
    const final = freshAddress('final');
    await requestChange(pilot, hop).expect(200);
    await confirm(await confirmTokenFor(hop)).expect(200);
    const ownerUndo = await undoTokenFor(pilot.email);
    const hopAuthorization = `Bearer ${await t.issuer.tokenForIdentity({ ...pilot.identity, login: hop })}`;
    await t.http
      .put('/api/user/email')
      .query({ email: final })
      .set('Authorization', hopAuthorization)
      .send({ currentPassword: PASSWORD })
      .expect(200);
    await confirm(await confirmTokenFor(final)).expect(200);

    await undo(await undoTokenFor(hop)).expect(200);
    expect((await stored(pilot.identity.sub)).email).toBe(hop);
    await undo(ownerUndo).expect(200);
    expect(await stored(pilot.identity.sub)).toEqual({ login: pilot.email, email: pilot.email });
  });

  it('refuses an expired undo link with 410 and changes nothing', async () => {
    const pilot = await newPilot();
    await seedSessions(pilot.identity.sub);
    const wanted = freshAddress('late');
    await requestChange(pilot, wanted).expect(200);
    await confirm(await confirmTokenFor(wanted)).expect(200);
    await t.dataSource.query(
      `UPDATE user_email_change_links SET expires_at = now() - interval '1 second'
        WHERE purpose = 'UNDO' AND change_id IN (SELECT c.id FROM user_email_changes c JOIN users u ON u.id = c.user_id WHERE u.subject = $1)`,
      [pilot.identity.sub],
    );
    await undo(await undoTokenFor(pilot.email)).expect(410);
    expect(await stored(pilot.identity.sub)).toEqual({ login: wanted, email: wanted });
    expect(await sessionsOf(pilot.identity.sub)).toHaveLength(4);
  });
});

describe('throttling of current-password checks', () => {
  const wrong = { currentPassword: 'Skyward2027' };

  it("locks the account's checks after 5 wrong passwords: 429 with Retry-After, even for the right one; the lock-out grows", async () => {
    const pilot = await newPilot();
    const other = await newPilot();
    const wanted = freshAddress('locked');
    for (let i = 0; i < 5; i += 1) await requestChange(pilot, wanted, wrong).expect(400);

    const locked = await requestChange(pilot, wanted).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.body).toEqual({
      error: 'Too Many Requests',
      message: 'currentPassword:too many wrong passwords; try again in 15 min',
      statusCode: 429,
      detailedError: [{ field: 'currentPassword', error: 'too many wrong passwords; try again in 15 min' }],
    });
    // The same count guards the password change; another account is not affected.
    await t.http.patch('/api/user/password').set('Authorization', pilot.authorization).send({ currentPassword: PASSWORD }).expect(429);
    await requestChange(other, freshAddress('free')).expect(200);
    expect(await mailTo(wanted)).toEqual([]);

    // The lock-out ends (here: its row is aged); five more wrong passwords lock it for twice as long.
    await t.dataSource.query(`UPDATE user_password_check_limits SET expire = 0 WHERE key = $1`, [
      `password-attempts:${pilot.identity.sub}`,
    ]);
    for (let i = 0; i < 5; i += 1) await requestChange(pilot, wanted, wrong).expect(400);
    const longer = await requestChange(pilot, wanted).expect(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
  });

  it('clears the count on the right password', async () => {
    const pilot = await newPilot();
    for (let i = 0; i < 4; i += 1) await requestChange(pilot, freshAddress('x'), wrong).expect(400);
    await requestChange(pilot, freshAddress('ok')).expect(200);
    for (let i = 0; i < 4; i += 1) await requestChange(pilot, freshAddress('y'), wrong).expect(400);
    await requestChange(pilot, freshAddress('still-ok')).expect(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes pendingEmail, the current-password body and the public link calls', async () => {
    const doc = (await t.http.get('/docs-json').expect(200)).body;
    expect(doc.components.schemas.CurrentUserDto.properties.pendingEmail).toMatchObject({ type: 'string', nullable: true });
    expect(doc.components.schemas.CurrentPasswordDto.required).toEqual(['currentPassword']);
    expect(doc.paths['/api/user/email'].put.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/CurrentPasswordDto',
    );
    expect(doc.paths['/api/user/password'].patch.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/public/user/email-change/confirm'].post.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409', '410']),
    );
    expect(doc.paths['/public/user/email-change/undo'].post).toBeDefined();
  });
});
