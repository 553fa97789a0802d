import { randomUUID } from 'node:crypto';
import { DemoIdentity } from '../../../testing/demo-identities';
import { TestApp, startTestApp } from '../../../testing/test-app';

// One application for the whole file: booting is the slow part, and the tests below only read demo
// users or write accounts of their own.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

describe('GET /api/user/current/summary', () => {
  const summaryOf = async (role: Parameters<TestApp['bearer']>[0]) =>
    (
      await t.http
        .get('/api/user/current/summary')
        .set('Authorization', await t.bearer(role))
        .expect(200)
    ).body;

  it('describes the pilot: individual, no birth date yet, so not allowed to fly', async () => {
    expect(await summaryOf('pilot')).toEqual({
      login: 'pilot@nebo.local',
      userName: 'Иван',
      userLastName: 'Петров',
      userBirthdate: null,
      profilePerson: { firstName: 'Иван', lastName: 'Петров', birthdate: null },
      employment: null,
      fieldGroupsCompletion: { personIdentity: false },
      dronesCount: 0,
      scope: ['user', 'individual'],
      allowedToFly: false,
      companyHasDrones: false,
      companySignersCount: 0,
      companyManagersCount: 0,
    });
  });

  it('describes the company admin with employment and staff role ADMIN', async () => {
    const summary = await summaryOf('company');
    expect(summary).toMatchObject({
      login: 'company@nebo.local',
      userName: 'Ольга',
      userLastName: 'Смирнова',
      userBirthdate: '1986-04-12',
      employment: { type: 'JURIDICAL_ENTITY', name: 'ООО «Небо-Тест»', employeeId: expect.any(String) },
      fieldGroupsCompletion: { personIdentity: true },
      scope: ['user', 'juridical', 'ADMIN'],
      // A complete identity is not enough: there are no drones yet.
      allowedToFly: false,
      companySignersCount: 1,
      companyManagersCount: 0,
    });
    const [row] = await t.dataSource.query(`SELECT e.id FROM user_employments e JOIN users u ON u.id = e.user_id WHERE u.subject = $1`, [
      '00000000-0000-4000-8000-000000000002',
    ]);
    expect(summary.employment.employeeId).toBe(row.id);
  });

  it('describes the authority reviewer with an AUTHORITY employment', async () => {
    expect(await summaryOf('authority')).toMatchObject({
      employment: { type: 'AUTHORITY', name: 'Московский зональный центр ЕС ОрВД' },
      scope: ['user', 'AUTHORITY'],
      companySignersCount: 0,
    });
  });

  it('reduces the platform admin to the admin scope', async () => {
    expect(await summaryOf('admin')).toMatchObject({ login: 'admin@nebo.local', employment: null, scope: ['admin'] });
  });

  it('gives the registration reviewer the moderator scope', async () => {
    expect(await summaryOf('reviewer')).toMatchObject({ login: 'reviewer@nebo.local', employment: null, scope: ['user', 'moderator'] });
  });

  it("counts the signers and managers of the caller's company", async () => {
    const companyId = '00000000-0000-4000-9000-000000000001';
    const staff = [newcomer(), newcomer(), newcomer()];
    const roles = [['SIGNER'], ['SIGNER', 'MANAGER'], ['PILOT']];
    for (const [i, identity] of staff.entries()) {
      await t.http
        .get('/api/user/current')
        .set('Authorization', `Bearer ${await t.issuer.tokenForIdentity(identity)}`)
        .expect(200);
      await t.dataSource.query(
        `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles)
         SELECT id, 'JURIDICAL_ENTITY', $2, 'ООО «Небо-Тест»', $3 FROM users WHERE subject = $1`,
        [identity.sub, companyId, roles[i]],
      );
    }
    try {
      expect(await summaryOf('company')).toMatchObject({ companySignersCount: 3, companyManagersCount: 1 });
    } finally {
      await t.dataSource.query('DELETE FROM users WHERE subject = ANY($1)', [staff.map((s) => s.sub)]);
    }
  });
});

/** A never-seen account, so tests that write do not disturb the demo users other tests read. */
function newcomer(): DemoIdentity {
  const id = randomUUID();
  return {
    sub: id,
    login: `newcomer-${id.slice(0, 8)}@nebo.local`,
    givenName: 'Алексей',
    familyName: 'Новиков',
    roles: ['user', 'individual'],
  };
}
