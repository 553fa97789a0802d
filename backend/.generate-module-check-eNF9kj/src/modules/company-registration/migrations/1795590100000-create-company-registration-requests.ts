import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requests to register a company or to change a company's legal data (D3, D6), and their status history. The
 * partial unique indexes make the "one open request" rules hold under concurrent calls, not only in the service.
 */
export class CreateCompanyRegistrationRequests1795590100000 implements MigrationInterface {
  name = 'CreateCompanyRegistrationRequests1795590100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_registration_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(16) NOT NULL CHECK (kind IN ('REGISTRATION', 'CHANGE')),
        status varchar(16) NOT NULL CHECK (status IN ('CREATED', 'FIX_REQUIRED', 'FIXED', 'DECLINED', 'APPROVED', 'CONFIRMED')),
        applicant_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
        inn varchar(12) NOT NULL,
        registration_info jsonb NOT NULL,
        previous_registration_info jsonb,
        contract_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_company_registration_requests_change_company CHECK (kind = 'REGISTRATION' OR company_id IS NOT NULL)
      )`);
    const open = `status IN ('CREATED', 'FIX_REQUIRED', 'FIXED')`;
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_company_registration_requests_open_applicant ON company_registration_requests (applicant_user_id)
       WHERE kind = 'REGISTRATION' AND ${open}`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_company_registration_requests_open_change ON company_registration_requests (company_id)
       WHERE kind = 'CHANGE' AND ${open}`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_company_registration_requests_open_inn ON company_registration_requests (inn) WHERE ${open}`,
    );
    await queryRunner.query(
      'CREATE INDEX ix_company_registration_requests_applicant ON company_registration_requests (applicant_user_id, created_at)',
    );
    await queryRunner.query(`
      CREATE TABLE company_registration_request_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        request_id uuid NOT NULL REFERENCES company_registration_requests (id) ON DELETE CASCADE,
        status varchar(16) NOT NULL CHECK (status IN ('CREATED', 'FIX_REQUIRED', 'FIXED', 'DECLINED', 'APPROVED', 'CONFIRMED')),
        commentary text,
        actor varchar(16) NOT NULL CHECK (actor IN ('APPLICANT', 'REVIEWER')),
        actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX ix_company_registration_request_history_request ON company_registration_request_history (request_id, id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE company_registration_request_history');
    await queryRunner.query('DROP TABLE company_registration_requests');
  }
}
