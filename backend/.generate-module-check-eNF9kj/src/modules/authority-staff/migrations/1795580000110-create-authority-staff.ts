import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An authority's departments and employees. An employee is invited by e-mail (status INVITED, only the
 * SHA-256 of the invitation token kept) and joins by accepting it (user_id set, ACTIVE); a user is staff of
 * at most one authority.
 */
export class CreateAuthorityStaff1795580000110 implements MigrationInterface {
  name = 'CreateAuthorityStaff1795580000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE authority_departments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        authority_id uuid NOT NULL REFERENCES authorities (id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX uq_authority_departments_name ON authority_departments (authority_id, lower(name))');
    await queryRunner.query(`
      CREATE TABLE authority_employees (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        authority_id uuid NOT NULL REFERENCES authorities (id) ON DELETE CASCADE,
        department_id uuid REFERENCES authority_departments (id) ON DELETE SET NULL,
        position varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        is_admin boolean NOT NULL DEFAULT false,
        status varchar(16) NOT NULL CHECK (status IN ('INVITED', 'ACTIVE')),
        invitation_token_hash text,
        invitation_expires_at timestamptz,
        invited_at timestamptz,
        joined_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'ACTIVE') = (user_id IS NOT NULL))
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX uq_authority_employees_email ON authority_employees (authority_id, lower(email))');
    await queryRunner.query('CREATE UNIQUE INDEX uq_authority_employees_user ON authority_employees (user_id) WHERE user_id IS NOT NULL');
    await queryRunner.query(
      'CREATE UNIQUE INDEX uq_authority_employees_token ON authority_employees (invitation_token_hash) WHERE invitation_token_hash IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX ix_authority_employees_department ON authority_employees (department_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE authority_employees');
    await queryRunner.query('DROP TABLE authority_departments');
  }
}
