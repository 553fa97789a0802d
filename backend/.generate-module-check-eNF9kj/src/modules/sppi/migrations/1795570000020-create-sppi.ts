import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One SPPI sign-in per platform user: SPPI's tokens, kept server-side only, removed with the user. */
export class CreateSppi1795570000020 implements MigrationInterface {
  name = 'CreateSppi1795570000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sppi_sessions (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        access_token text NOT NULL,
        refresh_token text,
        expires_at timestamptz NOT NULL,
        sppi_login varchar(255) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sppi_sessions');
  }
}
