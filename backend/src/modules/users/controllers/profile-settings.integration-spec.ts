import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';

let t: TestApp;
/** A locality and two mission categories that exist in the dictionaries. */
let localityId: number;
let MISSIONS: number[];

beforeAll(async () => {
  t = await startTestApp();
  // Real entries of the seeded dictionaries: the most populous locality (Moscow) and two mission categories.
  [{ id: localityId }] = await t.dataSource.query('SELECT id FROM localities ORDER BY population DESC LIMIT 1');
  const missions: Array<{ id: number }> = await t.dataSource.query(
    `SELECT id FROM dictionary_items WHERE dictionary_code = 'MISSION_CATEGORY' ORDER BY id LIMIT 2`,
  );
  MISSIONS = missions.map((row) => row.id);
});

afterAll(() => t.close());

async function newPilot(): Promise<string> {
  const sub = randomUUID();
  const authorization = `Bearer ${await t.issuer.tokenForIdentity({ sub, login: `ps-${sub}@nebo.local`, givenName: 'Ivan', familyName: 'Petrov', roles: ['user', 'individual'] })}`;
  await t.http.get('/api/user/current').set('Authorization', authorization).expect(200);
  return authorization;
}

const profileOf = async (authorization: string) =>
  (await t.http.get('/api/user/current/profile').set('Authorization', authorization).expect(200)).body;

function expectFieldError(body: { statusCode: number; detailedError?: Array<{ field: string }> }, field: string): void {
  expect(body.statusCode).toBe(400);
  expect(body.detailedError).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
}

describe('PATCH /api/user/current/profile/locality', () => {
  it('stores a LOCALITIES id and shows it in the profile', async () => {
    const pilot = await newPilot();
    const res = await t.http.patch('/api/user/current/profile/locality').set('Authorization', pilot).send({ id: localityId }).expect(200);
    expect(res.body).toEqual({ id: localityId });
    expect((await profileOf(pilot)).locality).toEqual({ id: localityId });
  });

  it.each([[{ id: 987654321 }], [{ id: 'Москва' }], [{ id: -1 }], [{}]])('refuses %j and keeps the profile unchanged', async (body) => {
    const pilot = await newPilot();
    const res = await t.http.patch('/api/user/current/profile/locality').set('Authorization', pilot).send(body).expect(400);
    expectFieldError(res.body, 'id');
    expect((await profileOf(pilot)).locality).toBeNull();
  });
});

describe('PATCH /api/user/current/profile/requisites', () => {
  const tbank = {
    accountNumber: '40817810000000000001',
    correspondentAccount: '30101810145250000974',
    bankName: 'АО «ТБанк»',
    kpp: '771301001',
    bik: '044525974',
  };

  it('stores a complete bank account and answers complete: true', async () => {
    const pilot = await newPilot();
    const res = await t.http
      .patch('/api/user/current/profile/requisites')
      .set('Authorization', pilot)
      .send({ bankAccount: tbank })
      .expect(200);
    expect(res.body).toEqual({ complete: true });
    expect((await profileOf(pilot)).bankAccount).toEqual(tbank);
  });

  it('stores a partial one (empty strings dropped) and answers complete: false', async () => {
    const pilot = await newPilot();
    const res = await t.http
      .patch('/api/user/current/profile/requisites')
      .set('Authorization', pilot)
      .send({ bankAccount: { bankName: 'ПАО Сбербанк', bik: '044525225', kpp: '' } })
      .expect(200);
    expect(res.body).toEqual({ complete: false });
    expect((await profileOf(pilot)).bankAccount).toEqual({
      accountNumber: null,
      correspondentAccount: null,
      bankName: 'ПАО Сбербанк',
      kpp: null,
      bik: '044525225',
    });
  });

  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a settlement account whose key does not match the BIK', { accountNumber: '40817810000000000002' }, 'bankAccount.accountNumber'],
    ['a correspondent account of another bank', { correspondentAccount: '30101810400000000225' }, 'bankAccount.correspondentAccount'],
    [
      'a correspondent account not starting with 30101',
      { correspondentAccount: '40101810145250000974' },
      'bankAccount.correspondentAccount',
    ],
    ['an account number of 19 digits', { accountNumber: '4081781000000000000' }, 'bankAccount.accountNumber'],
    ['a BIK with letters', { bik: '04452597A' }, 'bankAccount.bik'],
    ['a KPP of 8 digits', { kpp: '77130100' }, 'bankAccount.kpp'],
    ['account numbers without a BIK', { bik: null }, 'bankAccount.bik'],
    ['a bank name over 255 characters', { bankName: 'Б'.repeat(256) }, 'bankAccount.bankName'],
    ['an unknown field', { iban: 'DE00' }, 'bankAccount.iban'],
  ];

  it.each(cases)('refuses %s, writing nothing', async (_label, change, field) => {
    const pilot = await newPilot();
    const res = await t.http
      .patch('/api/user/current/profile/requisites')
      .set('Authorization', pilot)
      .send({ bankAccount: { ...tbank, ...change } })
      .expect(400);
    expectFieldError(res.body, field);
    expect((await profileOf(pilot)).bankAccount).toBeNull();
  });

  it('refuses a body without bankAccount', async () => {
    const res = await t.http
      .patch('/api/user/current/profile/requisites')
      .set('Authorization', await newPilot())
      .send({})
      .expect(400);
    expectFieldError(res.body, 'bankAccount');
  });
});

describe('PATCH /api/user/current/profile/mission-categories', () => {
  it('replaces the list, and an empty list clears it', async () => {
    const pilot = await newPilot();
    const res = await t.http
      .patch('/api/user/current/profile/mission-categories')
      .set('Authorization', pilot)
      .send({ missionCategoryIds: MISSIONS })
      .expect(200);
    expect(res.body).toEqual({ missionCategoryIds: MISSIONS });
    expect((await profileOf(pilot)).missions).toEqual(MISSIONS);
    await t.http
      .patch('/api/user/current/profile/mission-categories')
      .set('Authorization', pilot)
      .send({ missionCategoryIds: [] })
      .expect(200);
    expect((await profileOf(pilot)).missions).toEqual([]);
  });

  it.each([
    [{ missionCategoryIds: [1, 987654] }],
    [{ missionCategoryIds: [1, 1] }],
    [{ missionCategoryIds: 'AERIAL_PHOTOGRAPHY' }],
    [{ missionCategoryIds: ['x'] }],
    [{}],
  ])('refuses %j', async (body) => {
    const pilot = await newPilot();
    const res = await t.http.patch('/api/user/current/profile/mission-categories').set('Authorization', pilot).send(body).expect(400);
    expectFieldError(res.body, 'missionCategoryIds');
    expect((await profileOf(pilot)).missions).toEqual([]);
  });
});

describe('PUT /api/user/current/organization', () => {
  const geoscan = { name: 'ООО «Геоскан»', inn: '7802849641', position: 'Оператор БВС' };

  it('stores the organisation and shows it in the profile', async () => {
    const pilot = await newPilot();
    expect((await t.http.put('/api/user/current/organization').set('Authorization', pilot).send(geoscan).expect(200)).body).toEqual(
      geoscan,
    );
    expect((await profileOf(pilot)).organization).toEqual(geoscan);
  });

  it.each([
    ['an INN with a wrong check digit', { inn: '7802849642' }, 'inn'],
    ['an INN of 12 digits', { inn: '500100732259' }, 'inn'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a position with digits', { position: 'Пилот 1 класса' }, 'position'],
    ['a missing position', { position: undefined }, 'position'],
  ])('refuses %s', async (_label, change, field) => {
    const pilot = await newPilot();
    const res = await t.http
      .put('/api/user/current/organization')
      .set('Authorization', pilot)
      .send({ ...geoscan, ...change })
      .expect(400);
    expectFieldError(res.body, field);
    expect((await profileOf(pilot)).organization).toBeNull();
  });
});

describe('GET and PATCH /api/user/current/notification/settings', () => {
  it('lists all methods × categories with defaults, then applies a partial change', async () => {
    const pilot = await newPilot();
    const initial = (await t.http.get('/api/user/current/notification/settings').set('Authorization', pilot).expect(200)).body;
    expect(initial.settings).toHaveLength(12);
    expect(initial.settings).toContainEqual({ method: 'EMAIL', category: 'MARKETPLACE', enabled: false });
    const changed = await t.http
      .patch('/api/user/current/notification/settings')
      .set('Authorization', pilot)
      .send({
        settings: [
          { method: 'EMAIL', category: 'MARKETPLACE', enabled: true },
          { method: 'WEBSITE', category: 'MARKETPLACE', enabled: false },
        ],
      })
      .expect(200);
    expect(changed.body.settings).toHaveLength(12);
    expect(changed.body.settings).toContainEqual({ method: 'EMAIL', category: 'MARKETPLACE', enabled: true });
    expect(changed.body.settings).toContainEqual({ method: 'WEBSITE', category: 'MARKETPLACE', enabled: false });
    expect(changed.body.settings).toContainEqual({ method: 'EMAIL', category: 'FLIGHT_AGREEMENT_STATUS', enabled: true });
    // Another pilot still has the defaults.
    const other = (
      await t.http
        .get('/api/user/current/notification/settings')
        .set('Authorization', await newPilot())
        .expect(200)
    ).body;
    expect(other).toEqual(initial);
  });

  it.each([
    [{ settings: [{ method: 'SMS', category: 'MARKETPLACE', enabled: true }] }, 'settings.0.method'],
    [{ settings: [{ method: 'EMAIL', category: 'NEWS', enabled: true }] }, 'settings.0.category'],
    [{ settings: [{ method: 'EMAIL', category: 'MARKETPLACE', enabled: 'yes' }] }, 'settings.0.enabled'],
    [
      {
        settings: [
          { method: 'EMAIL', category: 'MARKETPLACE', enabled: true },
          { method: 'EMAIL', category: 'MARKETPLACE', enabled: false },
        ],
      },
      'settings.1',
    ],
    [{ settings: 'all' }, 'settings'],
  ])('refuses %j', async (body, field) => {
    const pilot = await newPilot();
    const res = await t.http.patch('/api/user/current/notification/settings').set('Authorization', pilot).send(body).expect(400);
    expectFieldError(res.body, field);
    const after = (await t.http.get('/api/user/current/notification/settings').set('Authorization', pilot).expect(200)).body;
    expect(after.settings).toContainEqual({ method: 'EMAIL', category: 'MARKETPLACE', enabled: false });
  });
});
