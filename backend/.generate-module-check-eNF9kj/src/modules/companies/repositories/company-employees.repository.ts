import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffRole } from '@nebo/shared-vocabulary';
import { DataSource, EntityManager } from 'typeorm';
import type { CompanyEmployeeRecord } from '../entities/company-employee.row';

const COLUMNS = `id, company_id AS "companyId", user_id AS "userId", roles, position, created_at AS "createdAt"`;

/** `company_employees`. */
@Injectable()
export class CompanyEmployeesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(
    manager: EntityManager,
    input: { companyId: string; userId: string; roles: StaffRole[]; position: string | null },
  ): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await manager.query(
      'INSERT INTO company_employees (company_id, user_id, roles, position) VALUES ($1, $2, $3, $4) RETURNING id',
      [input.companyId, input.userId, input.roles, input.position],
    );
    return id;
  }

  async inCompany(companyId: string, employeeId: string, manager: EntityManager = this.db.manager): Promise<CompanyEmployeeRecord | null> {
    const [row]: CompanyEmployeeRecord[] = await manager.query(
      `SELECT ${COLUMNS} FROM company_employees WHERE id = $1 AND company_id = $2`,
      [employeeId, companyId],
    );
    return row ?? null;
  }

  /** The row locked for an update: role changes and removals of one company are serialised on its admins. */
  async lockInCompany(manager: EntityManager, companyId: string, employeeId: string): Promise<CompanyEmployeeRecord | null> {
    // Every admin row of the company is locked too, so that two admins demoting each other cannot both pass.
    await manager.query(`SELECT 1 FROM company_employees WHERE company_id = $1 AND 'ADMIN' = ANY(roles) FOR UPDATE`, [companyId]);
    const [row]: CompanyEmployeeRecord[] = await manager.query(
      `SELECT ${COLUMNS} FROM company_employees WHERE id = $1 AND company_id = $2 FOR UPDATE`,
      [employeeId, companyId],
    );
    return row ?? null;
  }

  async byUser(userId: string, manager: EntityManager = this.db.manager): Promise<CompanyEmployeeRecord | null> {
    const [row]: CompanyEmployeeRecord[] = await manager.query(`SELECT ${COLUMNS} FROM company_employees WHERE user_id = $1`, [userId]);
    return row ?? null;
  }

  async countWithRole(manager: EntityManager, companyId: string, role: StaffRole): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await manager.query(
      'SELECT count(*)::int AS count FROM company_employees WHERE company_id = $1 AND $2 = ANY(roles)',
      [companyId, role],
    );
    return count;
  }

  async adminUserIds(companyId: string): Promise<string[]> {
    const rows: Array<{ userId: string }> = await this.db.query(
      `SELECT user_id AS "userId" FROM company_employees WHERE company_id = $1 AND roles && ARRAY['ADMIN', 'MANAGER']::text[]`,
      [companyId],
    );
    return rows.map((row) => row.userId);
  }

  async rolesCounts(companyId: string): Promise<Map<StaffRole, number>> {
    const rows: Array<{ role: StaffRole; count: number }> = await this.db.query(
      'SELECT role, count(*)::int AS count FROM company_employees, unnest(roles) AS role WHERE company_id = $1 GROUP BY role',
      [companyId],
    );
    return new Map(rows.map((row) => [row.role, row.count]));
  }

  async update(manager: EntityManager, employeeId: string, roles: StaffRole[], position: string | null): Promise<void> {
    await manager.query('UPDATE company_employees SET roles = $2, position = $3, updated_at = now() WHERE id = $1', [
      employeeId,
      roles,
      position,
    ]);
  }

  async delete(manager: EntityManager, employeeId: string): Promise<void> {
    await manager.query('DELETE FROM company_employees WHERE id = $1', [employeeId]);
  }
}
