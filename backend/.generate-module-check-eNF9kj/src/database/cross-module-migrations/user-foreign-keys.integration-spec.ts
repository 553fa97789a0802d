import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createEmptyDatabase, databaseName, dropDatabase, runDatabaseUrl, withDatabaseName } from '../../testing/test-database';
import { dataSourceOptions } from '../data-source-options';
import { runMigrations } from '../prepare-database';
import { USER_REFERENCES, UserForeignKeys1795369095917 } from './1795369095917-user-foreign-keys';

/** The foreign keys to users on a database of their own, built from nothing by every migration. */
describe('foreign keys to users', () => {
  const url = withDatabaseName(runDatabaseUrl(), `${databaseName(runDatabaseUrl())}_user_fks`);
  let dataSource: DataSource;

  beforeAll(async () => {
    await createEmptyDatabase(url);
    dataSource = new DataSource(dataSourceOptions(url));
    await dataSource.initialize();
    await runMigrations(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  const newUser = async (): Promise<string> => {
    const subject = randomUUID();
    const [{ id }] = await dataSource.query(`INSERT INTO users (subject, login) VALUES ($1, $2) RETURNING id`, [
      subject,
      `fk-${subject}@nebo.local`,
    ]);
    return id as string;
  };
  const addDocument = (owner: string) =>
    dataSource.query(`INSERT INTO personal_documents (owner_user_id, type_code, number) VALUES ($1, 'RU_INN', '500100732259')`, [owner]);
  const addAdmittedPerson = (owner: string) =>
    dataSource.query(
      `INSERT INTO admitted_persons (owner_user_id, last_name, first_name, birth_date, phone, email, document_type_code, document_number)
       VALUES ($1, 'Иванов', 'Иван', '1990-01-01', '79990000000', 'ivanov@nebo.local', 'RU_PASSPORT', '123456')`,
      [owner],
    );
  const addFile = (owner: string) =>
    dataSource.query(
      `INSERT INTO files (id, filename, content_type, size, sha256, access_type, owner_user_id, storage_key)
       VALUES (gen_random_uuid(), 'scan.pdf', 'application/pdf', 10, repeat('0', 64), 'PERSONAL_DATA', $1, 'ab/cd/scan')`,
      [owner],
    );
  const addDrone = (owner: string) => dataSource.query(`INSERT INTO drones (owner_id, name) VALUES ($1, 'Квадрокоптер')`, [owner]);
  const count = async (table: string, column: string, owner: string): Promise<number> =>
    (await dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [owner]))[0].n;

  it('declares each key with its delete rule, on a column that leads an index', async () => {
    const keys: Array<{ table: string; constraint: string; target: string; on_delete: string }> = await dataSource.query(
      `SELECT c.conrelid::regclass::text AS table, c.conname AS constraint, c.confrelid::regclass::text AS target,
              CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'r' THEN 'RESTRICT' ELSE c.confdeltype::text END AS on_delete
       FROM pg_constraint c WHERE c.contype = 'f' AND c.conname = ANY($1) ORDER BY c.conname`,
      [USER_REFERENCES.map((r) => r.constraint)],
    );
    expect(keys).toEqual(
      [...USER_REFERENCES]
        .sort((a, b) => a.constraint.localeCompare(b.constraint))
        .map((r) => ({ table: r.table, constraint: r.constraint, target: 'users', on_delete: r.onDelete })),
    );
    for (const { table, column } of USER_REFERENCES) {
      const [{ indexed }] = await dataSource.query(
        `SELECT count(*)::int AS indexed FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
         WHERE i.indrelid = $1::regclass AND a.attname = $2`,
        [table, column],
      );
      expect({ table, indexed: indexed > 0 }).toEqual({ table, indexed: true });
    }
  });

  it('refuses rows of a user that does not exist', async () => {
    const nobody = randomUUID();
    for (const add of [addDocument, addAdmittedPerson, addFile, addDrone]) {
      await expect(add(nobody)).rejects.toThrow(/violates foreign key constraint/);
    }
  });

  it('deletes a user together with their documents and admitted persons', async () => {
    const user = await newUser();
    await addDocument(user);
    await addAdmittedPerson(user);
    await dataSource.query('DELETE FROM users WHERE id = $1', [user]);
    expect(await count('personal_documents', 'owner_user_id', user)).toBe(0);
    expect(await count('admitted_persons', 'owner_user_id', user)).toBe(0);
  });

  it('keeps a user who still owns files or drones until those are removed', async () => {
    const withFile = await newUser();
    await addFile(withFile);
    await expect(dataSource.query('DELETE FROM users WHERE id = $1', [withFile])).rejects.toThrow(/fk_files_owner/);
    const withDrone = await newUser();
    await addDrone(withDrone);
    await expect(dataSource.query('DELETE FROM users WHERE id = $1', [withDrone])).rejects.toThrow(/fk_drones_owner/);

    await dataSource.query('DELETE FROM files WHERE owner_user_id = $1', [withFile]);
    await dataSource.query('DELETE FROM drones WHERE owner_id = $1', [withDrone]);
    await dataSource.query('DELETE FROM users WHERE id = ANY($1::uuid[])', [[withFile, withDrone]]);
    expect(await dataSource.query('SELECT id FROM users WHERE id = ANY($1::uuid[])', [[withFile, withDrone]])).toEqual([]);
  });

  it('stops with a message naming every table whose rows point at no user, and adds the keys once they are fixed', async () => {
    const migration = new UserForeignKeys1795369095917();
    const runner = dataSource.createQueryRunner();
    const lost = randomUUID();
    try {
      // As a database migrated before this migration existed: no keys yet, and rows left by a deleted user.
      await migration.down(runner);
      await addDocument(lost);
      await addDrone(lost);
      await expect(migration.up(runner)).rejects.toThrow(
        `Cannot add the foreign keys to users: rows point at users that do not exist. Delete these rows or give them an ` +
          `existing owner, then start again.\n  - personal_documents.owner_user_id: 1 row(s) of missing user(s) ${lost}\n` +
          `  - drones.owner_id: 1 row(s) of missing user(s) ${lost}`,
      );
      const [{ keys }] = await dataSource.query(`SELECT count(*)::int AS keys FROM pg_constraint WHERE conname = ANY($1)`, [
        USER_REFERENCES.map((r) => r.constraint),
      ]);
      expect(keys).toBe(0);

      await dataSource.query('DELETE FROM personal_documents WHERE owner_user_id = $1', [lost]);
      await dataSource.query('DELETE FROM drones WHERE owner_id = $1', [lost]);
      await migration.up(runner);
      await expect(addDrone(lost)).rejects.toThrow(/fk_drones_owner/);
    } finally {
      await runner.release();
    }
  });
});
