import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company's invitations to join its staff (D10). Only the SHA-256 of the link's token is kept; EXPIRED is not a
 * stored status (a SENT row past expires_at is expired). One open invitation per e-mail and company is checked
 * by the service, under a lock on the company's rows, because "open" depends on the clock.
 */
export class CreateCompanyInvitations1795590300000 implements MigrationInterface {
  name = 'CreateCompanyInvitations1795590300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        roles text[] NOT NULL CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['ADMIN', 'MANAGER', 'PILOT', 'SIGNER']::text[]),
        position varchar(200),
        status varchar(16) NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'ACCEPTED', 'DECLINED', 'CANCELLED')),
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        sent_at timestamptz NOT NULL,
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        answered_by uuid REFERENCES users (id) ON DELETE SET NULL,
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX uq_company_invitations_token ON company_invitations (token_hash)');
    await queryRunner.query('CREATE INDEX ix_company_invitations_company ON company_invitations (company_id, created_at DESC)');
    await queryRunner.query('CREATE INDEX ix_company_invitations_email ON company_invitations (company_id, lower(email))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE company_invitations');
  }
}
