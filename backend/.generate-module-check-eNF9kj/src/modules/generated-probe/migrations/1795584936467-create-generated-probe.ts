import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated probe: items owned by one user, removed with the user. */
export class CreateGeneratedProbe1795584936467 implements MigrationInterface {
  name = 'CreateGeneratedProbe1795584936467';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE generated_probe (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX ix_generated_probe_owner ON generated_probe (owner_user_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE generated_probe');
  }
}
