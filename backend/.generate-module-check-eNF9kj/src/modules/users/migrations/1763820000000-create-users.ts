import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users (keyed by the token subject) and their employment at a company or an authority. */
export class CreateUsers1763820000000 implements MigrationInterface {
  name = 'CreateUsers1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        login text NOT NULL,
        email text,
        phone text,
        locale text,
        sex varchar(1) CHECK (sex IN ('M', 'F')),
        last_name varchar(100),
        first_name varchar(100),
        patronymic varchar(100),
        birth_date date,
        birth_place text,
        residence_address text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_users_subject UNIQUE (subject)
      )`);
    await queryRunner.query(`
      CREATE TABLE user_employments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type varchar(32) NOT NULL CHECK (type IN ('JURIDICAL_ENTITY', 'INDIVIDUAL_ENTREPRENEUR', 'AUTHORITY')),
        organisation_id uuid NOT NULL,
        organisation_name text NOT NULL,
        staff_roles text[] NOT NULL DEFAULT '{}'
          CHECK (staff_roles <@ ARRAY['ADMIN', 'MANAGER', 'PILOT', 'SIGNER']::text[]),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_user_employments_user UNIQUE (user_id)
      )`);
    // Company summaries count signers and managers per organisation.
    await queryRunner.query('CREATE INDEX ix_user_employments_organisation ON user_employments (organisation_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_employments');
    await queryRunner.query('DROP TABLE users');
  }
}
