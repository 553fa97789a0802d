import { DataSource } from 'typeorm';
import { createEmptyDatabase, databaseName, dropDatabase, runDatabaseUrl, withDatabaseName } from '../testing/test-database';
import { dataSourceOptions } from './data-source-options';
import { migrations } from './migrations';
import { runMigrations, runSeeds } from './prepare-database';

/** Migrations and seeds on a database of their own, built from nothing. */
describe('schema migrations and seeds', () => {
  const url = withDatabaseName(runDatabaseUrl(), `${databaseName(runDatabaseUrl())}_migrations`);
  let dataSource: DataSource;

  beforeAll(async () => {
    await createEmptyDatabase(url);
    dataSource = new DataSource(dataSourceOptions(url));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(url);
  });

  const tables = async () =>
    (await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`)).map(
      (r: { table_name: string }) => r.table_name,
    );

  it('builds the schema from scratch, then has nothing left to do', async () => {
    expect(await runMigrations(dataSource)).toHaveLength(migrations.length);
    expect(await tables()).toEqual(expect.arrayContaining(['schema_migrations', 'user_employments', 'users']));
    expect(await runMigrations(dataSource)).toEqual([]);
  });

  it('runs concurrent starts one after the other (advisory lock)', async () => {
    const other = new DataSource(dataSourceOptions(url));
    await other.initialize();
    try {
      const [a, b] = await Promise.all([runMigrations(dataSource), runMigrations(other)]);
      expect([...a, ...b]).toEqual([]);
    } finally {
      await other.destroy();
    }
  });

  it('seeds the demo users idempotently, keeping what users edited', async () => {
    await runSeeds(dataSource);
    await dataSource.query(`UPDATE users SET birth_date = '1990-03-03' WHERE login = 'pilot@nebo.local'`);
    await runSeeds(dataSource);
    const users = await dataSource.query(
      `SELECT subject, login, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM users ORDER BY subject`,
    );
    expect(users).toEqual([
      { subject: '00000000-0000-4000-8000-000000000001', login: 'pilot@nebo.local', birth_date: '1990-03-03' },
      { subject: '00000000-0000-4000-8000-000000000002', login: 'company@nebo.local', birth_date: '1986-04-12' },
      { subject: '00000000-0000-4000-8000-000000000003', login: 'authority@nebo.local', birth_date: '1979-09-03' },
      { subject: '00000000-0000-4000-8000-000000000004', login: 'admin@nebo.local', birth_date: '1990-01-20' },
      { subject: '00000000-0000-4000-8000-000000000005', login: 'reviewer@nebo.local', birth_date: '1988-06-15' },
      { subject: '00000000-0000-4000-8000-000000000006', login: 'applicant@nebo.local', birth_date: '1991-03-14' },
      { subject: '00000000-0000-4000-8000-000000000007', login: 'company-pilot@nebo.local', birth_date: '1993-07-21' },
      { subject: '00000000-0000-4000-8000-000000000008', login: 'company-signer@nebo.local', birth_date: '1984-11-02' },
    ]);
    const employments = await dataSource.query(
      `SELECT u.login, e.type, e.organisation_name, e.staff_roles FROM user_employments e JOIN users u ON u.id = e.user_id ORDER BY u.login COLLATE "C"`,
    );
    expect(employments).toEqual([
      { login: 'authority@nebo.local', type: 'AUTHORITY', organisation_name: 'Московский зональный центр ЕС ОрВД', staff_roles: [] },
      { login: 'company-pilot@nebo.local', type: 'JURIDICAL_ENTITY', organisation_name: 'ООО «Небо-Тест»', staff_roles: ['PILOT'] },
      { login: 'company-signer@nebo.local', type: 'JURIDICAL_ENTITY', organisation_name: 'ООО «Небо-Тест»', staff_roles: ['SIGNER'] },
      { login: 'company@nebo.local', type: 'JURIDICAL_ENTITY', organisation_name: 'ООО «Небо-Тест»', staff_roles: ['ADMIN'] },
    ]);
  });

  it('enforces the enumerations in the database too', async () => {
    await expect(dataSource.query(`UPDATE users SET sex = 'X' WHERE login = 'pilot@nebo.local'`)).rejects.toThrow(/check constraint/);
    await expect(
      dataSource.query(`UPDATE user_employments SET staff_roles = '{OWNER}' WHERE organisation_name = 'ООО «Небо-Тест»'`),
    ).rejects.toThrow(/check constraint/);
  });

  it('reverts every migration', async () => {
    for (let i = 0; i < migrations.length; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual(['schema_migrations']);
  });
});
