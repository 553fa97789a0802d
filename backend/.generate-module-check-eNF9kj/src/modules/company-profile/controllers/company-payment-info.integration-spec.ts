import { TestApp, startTestApp } from '../../../testing/test-app';
import { companyWithStaff, outsider, type ProfileCompany } from '../testing/profile-fixtures';

/** `GET/PUT /business/api/company-profile/payment-info` (D8). */
let t: TestApp;
let a: ProfileCompany;
let b: ProfileCompany;

const URL = '/business/api/company-profile/payment-info';
const EMPTY = { bankName: null, bankKpp: null, bankBik: null, bankAccountNumber: null, bankCorrespondentAccount: null };
const VALID = {
  bankName: 'ПАО Сбербанк',
  bankKpp: '773643001',
  bankBik: '044525225',
  bankAccountNumber: '40702810638000000000',
  bankCorrespondentAccount: '30101810400000000225',
};

beforeAll(async () => {
  t = await startTestApp();
  a = await companyWithStaff(t, 'Alpha');
  b = await companyWithStaff(t, 'Beta');
});

afterAll(() => t.close());

const stored = async (companyId: string) =>
  (
    await t.dataSource.query(
      `SELECT bank_name, bank_kpp, bank_bik, bank_account_number, bank_correspondent_account FROM companies WHERE id = $1`,
      [companyId],
    )
  )[0];

it('starts empty; an admin writes it, every employee of that company reads it, the other company keeps its own', async () => {
  expect((await t.http.get(URL).set('Authorization', a.pilot.auth).expect(200)).body).toEqual(EMPTY);
  const saved = (
    await t.http
      .put(URL)
      .set('Authorization', a.admin.auth)
      .send({ ...VALID, bankName: '  ПАО Сбербанк ' })
      .expect(200)
  ).body;
  expect(saved).toEqual(VALID);
  expect((await t.http.get(URL).set('Authorization', a.signer.auth).expect(200)).body).toEqual(VALID);
  expect((await t.http.get(URL).set('Authorization', b.admin.auth).expect(200)).body).toEqual(EMPTY);

  // A MANAGER is a company admin too; fields left out are cleared.
  expect((await t.http.put(URL).set('Authorization', a.manager.auth).send({ bankName: 'Банк' }).expect(200)).body).toEqual({
    ...EMPTY,
    bankName: 'Банк',
  });
  await t.http.put(URL).set('Authorization', a.admin.auth).send(VALID).expect(200);
});

it('refuses PILOT and SIGNER (403 admin-only) and non-members (403) before validating, writing nothing', async () => {
  const before = await stored(a.id);
  for (const auth of [a.pilot.auth, a.signer.auth]) {
    expect((await t.http.put(URL).set('Authorization', auth).send({ bankBik: 'nonsense' }).expect(403)).body.code).toBe(
      'companies.admin-only',
    );
  }
  const stranger = await outsider(t);
  expect((await t.http.put(URL).set('Authorization', stranger.auth).send(VALID).expect(403)).body.code).toBe('companies.not-a-member');
  expect((await t.http.get(URL).set('Authorization', stranger.auth).expect(403)).body.code).toBe('companies.not-a-member');
  await t.http.get(URL).expect(401);
  expect(await stored(a.id)).toEqual(before);
});

it('checks formats and the accounts’ control keys against the BIK, field by field, and writes nothing on refusal', async () => {
  const before = await stored(a.id);
  const fieldsOf = async (body: object) =>
    ((await t.http.put(URL).set('Authorization', a.admin.auth).send(body).expect(400)).body.detailedError as Array<{ field: string }>)
      .map((e) => e.field)
      .sort();

  expect(await fieldsOf({ ...VALID, bankBik: '04452522', bankKpp: '12345678X' })).toEqual(['bankBik', 'bankKpp']);
  expect(await fieldsOf({ ...VALID, bankAccountNumber: '4070281063800000000' })).toEqual(['bankAccountNumber']);
  expect(await fieldsOf({ ...VALID, bankAccountNumber: '40702810638000000001' })).toEqual(['bankAccountNumber']);
  expect(await fieldsOf({ ...VALID, bankCorrespondentAccount: '30101810400000000226' })).toEqual(['bankCorrespondentAccount']);
  expect(await fieldsOf({ ...VALID, bankBik: '044525974' })).toEqual(['bankAccountNumber', 'bankCorrespondentAccount']);
  expect(await fieldsOf({ ...VALID, bankBik: null })).toEqual(['bankBik']);
  expect(await fieldsOf({ ...VALID, extra: 1 })).toEqual(['extra']);
  expect(await stored(a.id)).toEqual(before);
});
