import type { DataSource } from 'typeorm';

const LOG_TABLE = 'security_test_row_changes';

/**
 * Tables a refused request may write, and why: the state of throttles that count refusals (issue 9: wrong
 * passwords slow the next attempt down). Anything else written by a refused request is a finding.
 */
export const WRITTEN_ON_REFUSAL: Record<string, string> = {
  user_password_check_limits: 'counts wrong current passwords (e-mail and password changes)',
  auth_sign_in_limit: 'counts failed sign-ins per account and address',
};

/**
 * Records every committed row change of every table in a test database, so a test can ask "did this
 * request change anything?" in one cheap query. Triggers rather than checksums of the tables: a checksum
 * reads every row of every table (the map and dictionary tables are large) twice per request, while a
 * trigger costs only the writes that happen, and names the table and operation when one does. A rolled-back
 * transaction leaves no log rows, which is exactly "no row changed".
 *
 * Requests are expected one at a time (a row committed by another transaction after `mark` but numbered
 * before it would go unseen). For a database of the test's own only: the triggers stay until it is dropped.
 */
export class RowChangeLog {
  private constructor(private readonly dataSource: DataSource) {}

  static async install(dataSource: DataSource): Promise<RowChangeLog> {
    await dataSource.query(
      `CREATE TABLE IF NOT EXISTS ${LOG_TABLE} (id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL)`,
    );
    await dataSource.query(`
      CREATE OR REPLACE FUNCTION security_test_log_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${LOG_TABLE} (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
        RETURN NULL;
      END $$`);
    const tables = (await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> ALL($1)`,
      [[LOG_TABLE, ...Object.keys(WRITTEN_ON_REFUSAL)]],
    )) as Array<{ table_name: string }>;
    for (const { table_name: table } of tables) {
      await dataSource.query(`DROP TRIGGER IF EXISTS security_test_row_change ON "${table}"`);
      await dataSource.query(
        `CREATE TRIGGER security_test_row_change AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION security_test_log_row_change()`,
      );
    }
    return new RowChangeLog(dataSource);
  }

  /** A position in the log; `changesSince` answers what was committed after it. */
  async mark(): Promise<number> {
    const [{ last }] = (await this.dataSource.query(`SELECT coalesce(max(id), 0)::int AS last FROM ${LOG_TABLE}`)) as Array<{
      last: number;
    }>;
    return last;
  }

  /** `"users UPDATE ×1"`-style lines for the rows changed after the mark; empty when none. */
  async changesSince(mark: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT table_name, operation, count(*)::int AS n FROM ${LOG_TABLE} WHERE id > $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [mark],
    )) as Array<{ table_name: string; operation: string; n: number }>;
    return rows.map((r) => `${r.table_name} ${r.operation} ×${r.n}`);
  }
}
