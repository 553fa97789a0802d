import { randomUUID } from 'node:crypto';
import type { DemoIdentity } from '../../../testing/demo-identities';
import { TestApp, startTestApp } from '../../../testing/test-app';

/**
 * The summary reads the account in one statement (EmploymentsRepository.summaryFacts) by the user id the
 * auth guard resolved (creating or refreshing the account as needed): these pin down that it still answers
 * from the current rows, every time.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

function newcomer(): DemoIdentity {
  const id = randomUUID();
  return {
    sub: id,
    login: `summary-${id.slice(0, 8)}@nebo.local`,
    givenName: 'Олег',
    familyName: 'Смирнов',
    roles: ['user', 'individual'],
  };
}

const summaryWith = async (identity: DemoIdentity) =>
  (
    await t.http
      .get('/api/user/current/summary')
      .set('Authorization', `Bearer ${await t.issuer.tokenForIdentity(identity)}`)
      .expect(200)
  ).body;

describe('GET /api/user/current/summary reads the current rows', () => {
  it("creates the account on its first call, and follows the provider's login and e-mail afterwards", async () => {
    const identity = newcomer();
    expect(await summaryWith(identity)).toMatchObject({
      login: identity.login,
      userName: 'Олег',
      userLastName: 'Смирнов',
      employment: null,
    });
    const renamed = { ...identity, login: `renamed-${identity.login}` };
    expect((await summaryWith(renamed)).login).toBe(renamed.login);
    expect(await t.dataSource.query('SELECT login, email FROM users WHERE subject = $1', [identity.sub])).toEqual([
      { login: renamed.login, email: renamed.login },
    ]);
  });

  it('shows a profile change, an employment and a drone on the very next call', async () => {
    const identity = newcomer();
    await summaryWith(identity);
    await t.dataSource.query(`UPDATE users SET first_name = 'Пётр', sex = 'M', birth_date = '1985-02-03' WHERE subject = $1`, [
      identity.sub,
    ]);
    expect(await summaryWith(identity)).toMatchObject({
      userName: 'Пётр',
      userBirthdate: '1985-02-03',
      profilePerson: { firstName: 'Пётр', lastName: 'Смирнов', birthdate: '1985-02-03' },
      // Names, sex and birth date are there, but no passport is on file yet.
      fieldGroupsCompletion: { personIdentity: false },
    });
    await t.dataSource.query(
      `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles)
       SELECT id, 'JURIDICAL_ENTITY', $2, 'ООО «Сводка»', '{PILOT,SIGNER}' FROM users WHERE subject = $1`,
      [identity.sub, randomUUID()],
    );
    const [employment] = await t.dataSource.query(
      'SELECT e.id FROM user_employments e JOIN users u ON u.id = e.user_id WHERE u.subject = $1',
      [identity.sub],
    );
    expect(await summaryWith(identity)).toMatchObject({
      employment: { type: 'JURIDICAL_ENTITY', name: 'ООО «Сводка»', employeeId: employment.id },
      scope: ['user', 'individual', 'juridical', 'PILOT', 'SIGNER'],
      companySignersCount: 1,
      companyManagersCount: 0,
    });
  });
});
