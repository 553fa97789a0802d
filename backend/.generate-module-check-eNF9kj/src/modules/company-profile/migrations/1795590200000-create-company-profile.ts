import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company's documents (D9: one file each) and its employees' appointment-basis documents (several scans each).
 * Both go with their company or employee; the files rows they name are released by the services on delete.
 */
export class CreateCompanyProfile1795590200000 implements MigrationInterface {
  name = 'CreateCompanyProfile1795590200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        type varchar(32) NOT NULL CHECK (type IN ('EGRUL_EXTRACT', 'LETTER_OF_ATTORNEY', 'PILOTS_CERTIFICATE')),
        number varchar(100) NOT NULL,
        date date NOT NULL,
        file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_company_documents_company ON company_documents (company_id, created_at DESC)');
    await queryRunner.query(`
      CREATE TABLE employee_appointment_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        employee_id uuid NOT NULL REFERENCES company_employees (id) ON DELETE CASCADE,
        type varchar(32) NOT NULL CHECK (type IN ('CHARTER', 'POWER_OF_ATTORNEY', 'ORDER', 'DECISION')),
        number varchar(100) NOT NULL,
        date date NOT NULL,
        valid_until date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (valid_until IS NULL OR valid_until >= date)
      )`);
    await queryRunner.query('CREATE INDEX ix_employee_appointment_documents_employee ON employee_appointment_documents (employee_id)');
    await queryRunner.query(`
      CREATE TABLE employee_appointment_document_scans (
        document_id uuid NOT NULL REFERENCES employee_appointment_documents (id) ON DELETE CASCADE,
        file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        PRIMARY KEY (document_id, file_id)
      )`);
    await queryRunner.query('CREATE INDEX ix_employee_appointment_document_scans_file ON employee_appointment_document_scans (file_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE employee_appointment_document_scans');
    await queryRunner.query('DROP TABLE employee_appointment_documents');
    await queryRunner.query('DROP TABLE company_documents');
  }
}
