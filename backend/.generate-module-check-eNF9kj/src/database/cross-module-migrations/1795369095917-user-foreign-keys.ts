import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A column holding users.id, and what becomes of its rows when the user is deleted. */
interface UserReference {
  table: string;
  column: string;
  constraint: string;
  onDelete: 'CASCADE' | 'RESTRICT';
}

/**
 * The columns of the modules whose tables were created before the users table (their migrations'
 * timestamps, 17638002…–17638004…, sort before 1763820000000), so they could not reference it then.
 *
 * - Personal documents and admitted persons are the user's own personal data (and data the user gave about
 *   others): nothing is left to keep them for once the account is gone, so they go with it (CASCADE; a
 *   document's links to its scans cascade already).
 * - Files and drones are refused (RESTRICT): a file row stands for an object in the file storage, which a
 *   database cascade would leave behind unreachable, and a drone is an aircraft record with a registration
 *   number that other records will point at. Deleting such a user means removing or handing over these
 *   first, through their services.
 *
 * Each column already leads an index (ix_files_owner, uq_personal_documents_owner_type,
 * ix_admitted_persons_owner, ix_drones_owner_created), which the owner's lists use and which keeps the
 * check on user deletion from scanning the table.
 */
export const USER_REFERENCES: readonly UserReference[] = [
  { table: 'personal_documents', column: 'owner_user_id', constraint: 'fk_personal_documents_owner', onDelete: 'CASCADE' },
  { table: 'admitted_persons', column: 'owner_user_id', constraint: 'fk_admitted_persons_owner', onDelete: 'CASCADE' },
  { table: 'files', column: 'owner_user_id', constraint: 'fk_files_owner', onDelete: 'RESTRICT' },
  { table: 'drones', column: 'owner_id', constraint: 'fk_drones_owner', onDelete: 'RESTRICT' },
];

/** How many orphans of each column the refusal message quotes. */
const EXAMPLES = 3;

/**
 * Adds the foreign keys to users that the tables above could not declare. Refuses, naming every table,
 * the number of rows and a few of the missing user ids, when rows already point at no user: adding the
 * constraint would fail on them anyway, with a less helpful message, and deciding what to do with such
 * rows (delete them or give them an owner) is not a migration's call.
 */
export class UserForeignKeys1795369095917 implements MigrationInterface {
  name = 'UserForeignKeys1795369095917';

  async up(queryRunner: QueryRunner): Promise<void> {
    const orphans: string[] = [];
    for (const { table, column } of USER_REFERENCES) {
      const [found] = (await queryRunner.query(
        `SELECT count(*)::int AS rows, (array_agg(DISTINCT t.${column}::text))[1:${EXAMPLES}] AS users
         FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.${column})`,
      )) as Array<{ rows: number; users: string[] | null }>;
      if (found.rows > 0) orphans.push(`${table}.${column}: ${found.rows} row(s) of missing user(s) ${(found.users ?? []).join(', ')}`);
    }
    if (orphans.length > 0) {
      throw new Error(
        `Cannot add the foreign keys to users: rows point at users that do not exist. Delete these rows or give ` +
          `them an existing owner, then start again.\n  - ${orphans.join('\n  - ')}`,
      );
    }
    for (const { table, column, constraint, onDelete } of USER_REFERENCES) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${constraint} FOREIGN KEY (${column}) REFERENCES users (id) ON DELETE ${onDelete}`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, constraint } of [...USER_REFERENCES].reverse()) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
    }
  }
}
