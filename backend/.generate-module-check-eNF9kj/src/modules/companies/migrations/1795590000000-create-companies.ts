import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Companies and their employees (D7). An employee is a platform user (one organisation per user, mirrored in
 * user_employments, which the summary reads) with one or more staff roles.
 */
export class CreateCompanies1795590000000 implements MigrationInterface {
  name = 'CreateCompanies1795590000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_type varchar(8) NOT NULL CHECK (company_type IN ('OOO', 'IP', 'AO', 'PAO', 'GK', 'FGUP', 'PPK')),
        name varchar(500) NOT NULL,
        short_name varchar(300) NOT NULL,
        inn varchar(12) NOT NULL,
        kpp varchar(9),
        ogrn varchar(15) NOT NULL,
        registration_address varchar(500) NOT NULL,
        actual_address varchar(500) NOT NULL,
        email varchar(254) NOT NULL,
        phone_code varchar(4) NOT NULL DEFAULT '7',
        phone_number varchar(15) NOT NULL,
        manager_last_name varchar(100) NOT NULL,
        manager_first_name varchar(100) NOT NULL,
        manager_patronymic varchar(100),
        manager_post varchar(200) NOT NULL,
        manager_appointment_basis varchar(32) NOT NULL,
        website varchar(500),
        avatar_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        bank_name varchar(300),
        bank_kpp varchar(9),
        bank_bik varchar(9),
        bank_account_number varchar(20),
        bank_correspondent_account varchar(20),
        contract_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_companies_inn UNIQUE (inn)
      )`);
    await queryRunner.query(`
      CREATE TABLE company_employees (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        roles text[] NOT NULL CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['ADMIN', 'MANAGER', 'PILOT', 'SIGNER']::text[]),
        position varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_company_employees_user UNIQUE (user_id)
      )`);
    await queryRunner.query('CREATE INDEX ix_company_employees_company ON company_employees (company_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE company_employees');
    await queryRunner.query('DROP TABLE companies');
  }
}
