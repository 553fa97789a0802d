import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CompanyRegistrationInfo } from '../domain/registration-info';
import type { CompanyPaymentInfo, CompanyRecord } from '../entities/company.row';

const RECORD_COLUMNS = `
  id, company_type AS "companyType", name, short_name AS "shortName", inn, kpp, ogrn,
  registration_address AS "registrationAddress", actual_address AS "actualAddress", email,
  phone_code AS "phoneCode", phone_number AS "phoneNumber", manager_last_name AS "managerLastName",
  manager_first_name AS "managerFirstName", manager_patronymic AS "managerPatronymic", manager_post AS "managerPost",
  manager_appointment_basis AS "managerPostAppointmentBasis", website, avatar_file_id AS "avatarFileId",
  created_at AS "createdAt"`;

/** Registration info field → column; the only names that reach the SQL of applyInfo. */
const INFO_COLUMNS: Record<keyof CompanyRegistrationInfo, string> = {
  companyType: 'company_type',
  name: 'name',
  shortName: 'short_name',
  inn: 'inn',
  kpp: 'kpp',
  ogrn: 'ogrn',
  registrationAddress: 'registration_address',
  actualAddress: 'actual_address',
  email: 'email',
  phoneCode: 'phone_code',
  phoneNumber: 'phone_number',
  managerLastName: 'manager_last_name',
  managerFirstName: 'manager_first_name',
  managerPatronymic: 'manager_patronymic',
  managerPost: 'manager_post',
  managerPostAppointmentBasis: 'manager_appointment_basis',
  website: 'website',
};

const PAYMENT_COLUMNS = `bank_name AS "bankName", bank_kpp AS "bankKpp", bank_bik AS "bankBik",
  bank_account_number AS "bankAccountNumber", bank_correspondent_account AS "bankCorrespondentAccount"`;

/** Inserts a company, under a given id for the demo seed; returns its id. */
export async function insertCompany(
  manager: EntityManager,
  info: CompanyRegistrationInfo,
  contractFileId: string | null,
  id?: string,
): Promise<string> {
  const fields = Object.keys(INFO_COLUMNS) as Array<keyof CompanyRegistrationInfo>;
  const columns = fields.map((field) => INFO_COLUMNS[field]);
  const [{ id: created }]: Array<{ id: string }> = await manager.query(
    `INSERT INTO companies (id, ${columns.join(', ')}, contract_file_id)
     VALUES (coalesce($1::uuid, gen_random_uuid()), ${fields.map((_, i) => `$${i + 2}`).join(', ')}, $${fields.length + 2})
     RETURNING id`,
    [id ?? null, ...fields.map((field) => info[field]), contractFileId],
  );
  return created;
}

/** `companies`. */
@Injectable()
export class CompaniesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(companyId: string, manager: EntityManager = this.db.manager): Promise<CompanyRecord | null> {
    const [row]: CompanyRecord[] = await manager.query(`SELECT ${RECORD_COLUMNS} FROM companies WHERE id = $1`, [companyId]);
    return row ?? null;
  }

  async innTaken(inn: string, exceptCompanyId: string | undefined, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM companies WHERE inn = $1 AND id IS DISTINCT FROM $2', [
      inn,
      exceptCompanyId ?? null,
    ]);
    return rows.length > 0;
  }

  create(manager: EntityManager, info: CompanyRegistrationInfo, contractFileId: string | null): Promise<string> {
    return insertCompany(manager, info, contractFileId);
  }

  async applyInfo(manager: EntityManager, companyId: string, info: Partial<CompanyRegistrationInfo>): Promise<void> {
    const fields = (Object.keys(info) as Array<keyof CompanyRegistrationInfo>).filter(
      (field) => field in INFO_COLUMNS && info[field] !== undefined,
    );
    if (fields.length === 0) return;
    const sets = fields.map((field, i) => `${INFO_COLUMNS[field]} = $${i + 2}`);
    await manager.query(`UPDATE companies SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
      companyId,
      ...fields.map((field) => info[field]),
    ]);
  }

  async setAvatar(manager: EntityManager = this.db.manager, companyId: string, fileId: string | null): Promise<void> {
    await manager.query('UPDATE companies SET avatar_file_id = $2, updated_at = now() WHERE id = $1', [companyId, fileId]);
  }

  async paymentInfo(companyId: string): Promise<CompanyPaymentInfo | null> {
    const [row]: CompanyPaymentInfo[] = await this.db.query(`SELECT ${PAYMENT_COLUMNS} FROM companies WHERE id = $1`, [companyId]);
    return row ?? null;
  }

  async setPaymentInfo(companyId: string, info: CompanyPaymentInfo): Promise<void> {
    await this.db.query(
      `UPDATE companies SET bank_name = $2, bank_kpp = $3, bank_bik = $4, bank_account_number = $5,
         bank_correspondent_account = $6, updated_at = now()
       WHERE id = $1`,
      [companyId, info.bankName, info.bankKpp, info.bankBik, info.bankAccountNumber, info.bankCorrespondentAccount],
    );
  }
}
