import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { UserNotifier, type Notice } from '../services/user-notifier';

/**
 * UserNotifier through the real application (settings decide where a notice goes), and the bell's three calls:
 * the caller's own notices only, paging, unread counts, read and read-all.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

interface Person {
  authorization: string;
  userId: string;
  email: string;
}

/** A user of their own per test, so counts never depend on another test's notices. */
async function newPerson(): Promise<Person> {
  const sub = randomUUID();
  const email = `notice-${sub}@nebo.local`;
  const authorization = `Bearer ${await t.issuer.tokenForIdentity({ sub, login: email, givenName: 'Anna', familyName: 'Novikova', roles: ['user', 'individual'] })}`;
  const { id } = (await t.http.get('/api/user/current').set('Authorization', authorization).expect(200)).body as { id: string };
  return { authorization, userId: id, email };
}

function notice(userId: string, overrides: Partial<Notice> = {}): Notice {
  const tag = randomUUID().slice(0, 8);
  return {
    userId,
    category: 'FLIGHT_AGREEMENT_STATUS',
    event: 'authority.approved',
    title: { ru: `Заявка согласована ${tag}`, en: `Request approved ${tag}` },
    body: { ru: `Зональный центр согласовал заявку ${tag}.`, en: `The zonal centre approved request ${tag}.` },
    link: `/flight/requests/${randomUUID()}/agreement/`,
    ...overrides,
  };
}

const notify = (n: Notice) => t.dataSource.transaction((manager) => t.app.get(UserNotifier).notify(manager, n));

async function emailsTo(to: string): Promise<Array<{ to: string; subject: string; text: string; html: string }>> {
  const rows: Array<{ data: { to: string; subject: string; text: string; html: string } }> = await t.dataSource.query(
    `SELECT data FROM pgboss.job WHERE name = 'email.send' AND data->>'to' = $1
     UNION ALL SELECT data FROM pgboss.archive WHERE name = 'email.send' AND data->>'to' = $1`,
    [to],
  );
  return rows.map((row) => row.data);
}

const setting = (person: Person, method: 'WEBSITE' | 'EMAIL', enabled: boolean, category = 'FLIGHT_AGREEMENT_STATUS') =>
  t.http
    .patch('/api/user/current/notification/settings')
    .set('Authorization', person.authorization)
    .send({ settings: [{ method, category, enabled }] })
    .expect(200);

const list = async (person: Person, query: Record<string, string | number | boolean> = {}, language = 'ru') =>
  (
    await t.http
      .get('/api/user/current/notifications')
      .query(query)
      .set('Authorization', person.authorization)
      .set('Accept-Language', language)
      .expect(200)
  ).body;

describe('UserNotifier.notify', () => {
  it('by default puts the notice on the website and e-mails it in Russian with an absolute link', async () => {
    const person = await newPerson();
    const sent = notice(person.userId);
    await notify(sent);

    const page = await list(person);
    expect(page).toEqual({
      data: [
        {
          id: expect.any(String),
          category: 'FLIGHT_AGREEMENT_STATUS',
          event: 'authority.approved',
          title: sent.title.ru,
          body: sent.body.ru,
          link: sent.link,
          createdAt: expect.any(String),
          read: false,
        },
      ],
      meta: { totalCount: 1, unreadCount: 1 },
    });
    expect((await list(person, {}, 'en-GB,en;q=0.9')).data[0]).toMatchObject({ title: sent.title.en, body: sent.body.en });

    const [email, ...more] = await emailsTo(person.email);
    expect(more).toEqual([]);
    expect(email.subject).toBe(`Nebo: ${sent.title.ru}`);
    expect(email.text).toContain(sent.body.ru);
    expect(email.text).toContain(`http://localhost:8080${sent.link}`);
    expect(email.html).toContain(`href="http://localhost:8080${sent.link}"`);
  });

  it("writes the e-mail in the user's own language", async () => {
    const person = await newPerson();
    await t.dataSource.query("UPDATE users SET locale = 'en' WHERE id = $1", [person.userId]);
    const sent = notice(person.userId);
    await notify(sent);
    const [email] = await emailsTo(person.email);
    expect(email.subject).toBe(`Nebo: ${sent.title.en}`);
    expect(email.text).toContain(sent.body.en);
    expect(email.text).not.toContain(sent.body.ru);
  });

  it('keeps the notice off the website when WEBSITE is off for its category, and still e-mails it', async () => {
    const person = await newPerson();
    await setting(person, 'WEBSITE', false);
    await notify(notice(person.userId));
    expect(await list(person)).toEqual({ data: [], meta: { totalCount: 0, unreadCount: 0 } });
    expect(await emailsTo(person.email)).toHaveLength(1);

    // Another category still reaches the website.
    await notify(notice(person.userId, { category: 'EMERGENCY_MSG_DURING_FLIGHT', event: 'flight.emergency' }));
    expect((await list(person)).meta).toEqual({ totalCount: 1, unreadCount: 1 });
  });

  it('sends no e-mail when EMAIL is off for the category (MARKETPLACE is off by default)', async () => {
    const person = await newPerson();
    await setting(person, 'EMAIL', false);
    await notify(notice(person.userId));
    await notify(notice(person.userId, { category: 'MARKETPLACE', event: 'marketplace.offer' }));
    expect(await emailsTo(person.email)).toEqual([]);
    expect((await list(person)).meta.totalCount).toBe(2);
  });

  it('does nothing when both are off, and only the website for a user without an e-mail address', async () => {
    const person = await newPerson();
    await setting(person, 'WEBSITE', false);
    await setting(person, 'EMAIL', false);
    await notify(notice(person.userId));
    expect((await list(person)).meta.totalCount).toBe(0);
    expect(await emailsTo(person.email)).toEqual([]);

    const silent = await newPerson();
    await t.dataSource.query('UPDATE users SET email = NULL WHERE id = $1', [silent.userId]);
    await notify(notice(silent.userId));
    expect((await t.dataSource.query('SELECT count(*)::int AS n FROM user_notifications WHERE user_id = $1', [silent.userId]))[0].n).toBe(
      1,
    );
    expect(await emailsTo(silent.email)).toEqual([]);
  });

  it("leaves neither a row nor an e-mail when the caller's transaction rolls back", async () => {
    const person = await newPerson();
    await expect(
      t.dataSource.transaction(async (manager) => {
        await t.app.get(UserNotifier).notify(manager, notice(person.userId));
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect((await list(person)).meta.totalCount).toBe(0);
    expect(await emailsTo(person.email)).toEqual([]);
  });
});

describe('/api/user/current/notifications', () => {
  it('pages newest first and filters unread ones', async () => {
    const person = await newPerson();
    const sent: Notice[] = [];
    for (let i = 0; i < 5; i++) {
      sent.push(notice(person.userId));
      await notify(sent[i]);
    }
    const first = await list(person, { page: 0, size: 2 });
    const second = await list(person, { page: 1, size: 2 });
    const third = await list(person, { page: 2, size: 2 });
    expect([...first.data, ...second.data, ...third.data].map((n: { title: string }) => n.title)).toEqual(
      sent.map((n) => n.title.ru).reverse(),
    );
    expect(first.meta).toEqual({ totalCount: 5, unreadCount: 5 });
    expect(third.data).toHaveLength(1);

    await t.http.patch(`/api/user/current/notifications/${first.data[0].id}/read`).set('Authorization', person.authorization).expect(204);
    const unread = await list(person, { unread: true });
    expect(unread.meta).toEqual({ totalCount: 4, unreadCount: 4 });
    expect(unread.data.map((n: { id: string }) => n.id)).not.toContain(first.data[0].id);
    const all = await list(person, { unread: false });
    expect(all.meta).toEqual({ totalCount: 5, unreadCount: 4 });
    expect(all.data[0]).toMatchObject({ id: first.data[0].id, read: true });
  });

  it("marks one read (twice is fine); another user's id or a missing one is the same 404", async () => {
    const owner = await newPerson();
    const other = await newPerson();
    await notify(notice(owner.userId));
    const [mine] = (await list(owner)).data;

    const missing = (
      await t.http.patch(`/api/user/current/notifications/${randomUUID()}/read`).set('Authorization', other.authorization).expect(404)
    ).body;
    const notTheirs = (
      await t.http.patch(`/api/user/current/notifications/${mine.id}/read`).set('Authorization', other.authorization).expect(404)
    ).body;
    expect(notTheirs).toEqual(missing);
    expect(notTheirs).toEqual({
      error: 'Not Found',
      message: 'Notification not found',
      statusCode: 404,
      code: 'user-notifications.not-found',
    });
    expect((await list(owner)).meta.unreadCount).toBe(1);
    expect(await list(other)).toEqual({ data: [], meta: { totalCount: 0, unreadCount: 0 } });

    await t.http.patch(`/api/user/current/notifications/${mine.id}/read`).set('Authorization', owner.authorization).expect(204);
    const [{ read_at: firstRead }] = await t.dataSource.query('SELECT read_at FROM user_notifications WHERE id = $1', [mine.id]);
    await t.http.patch(`/api/user/current/notifications/${mine.id}/read`).set('Authorization', owner.authorization).expect(204);
    const [{ read_at: again }] = await t.dataSource.query('SELECT read_at FROM user_notifications WHERE id = $1', [mine.id]);
    expect(again).toEqual(firstRead);
  });

  it("reads all of the caller's notices and nobody else's", async () => {
    const owner = await newPerson();
    const other = await newPerson();
    await notify(notice(owner.userId));
    await notify(notice(owner.userId));
    await notify(notice(other.userId));

    await t.http.patch('/api/user/current/notifications/read-all').set('Authorization', owner.authorization).expect(204);
    const page = await list(owner);
    expect(page.meta).toEqual({ totalCount: 2, unreadCount: 0 });
    expect(page.data.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(other)).meta.unreadCount).toBe(1);
  });

  it('refuses anonymous callers, bad paging and a non-boolean unread, and malformed ids', async () => {
    const person = await newPerson();
    await t.http.get('/api/user/current/notifications').expect(401);
    await t.http.patch('/api/user/current/notifications/read-all').expect(401);
    const fields = async (query: Record<string, string>) =>
      (
        await t.http.get('/api/user/current/notifications').query(query).set('Authorization', person.authorization).expect(400)
      ).body.detailedError.map((e: { field: string }) => e.field);
    expect(await fields({ size: '101' })).toContain('size');
    expect(await fields({ page: '-1' })).toContain('page');
    expect(await fields({ unread: 'yes' })).toContain('unread');
    await t.http.patch('/api/user/current/notifications/not-a-uuid/read').set('Authorization', person.authorization).expect(400);
  });
});
