import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffRole } from '@nebo/shared-vocabulary';
import { DataSource } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import { likeContains } from '../../dictionaries/domain/locale';
import type { CompanyEmployeeViewRow } from '../entities/company-employee-view.row';

export type EmployeeSortColumn = 'created_at' | 'name';

// The list searches and sorts by the users' names and logins, so it reads them in the same statement (the way the
// authority review list does) rather than paging in memory through the users module.
const VIEW_COLUMNS = `
  e.id, e.company_id AS "companyId", e.user_id AS "userId", e.roles, e.position, e.created_at AS "createdAt",
  u.login, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.patronymic`;

const ORDER: Record<EmployeeSortColumn, (direction: string) => string> = {
  created_at: (d) => `e.created_at ${d}, e.id ${d}`,
  name: (d) => `lower(u.last_name) ${d} NULLS LAST, lower(u.first_name) ${d} NULLS LAST, lower(u.login) ${d}, e.id ${d}`,
};

/** Company employees joined with their accounts, for the employee list and cards. */
@Injectable()
export class CompanyEmployeeViewsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(filter: {
    companyId: string;
    text?: string;
    role?: StaffRole;
    sort: Sort<EmployeeSortColumn>;
    skip: number;
    take: number;
  }): Promise<{ rows: CompanyEmployeeViewRow[]; total: number }> {
    const params: unknown[] = [filter.companyId];
    const where = ['e.company_id = $1'];
    if (filter.text) {
      params.push(likeContains(filter.text));
      const p = `$${params.length}`;
      where.push(
        `(lower(u.login) LIKE ${p} OR lower(coalesce(u.email, '')) LIKE ${p}
          OR lower(concat_ws(' ', u.last_name, u.first_name, u.patronymic)) LIKE ${p}
          OR lower(concat_ws(' ', u.first_name, u.last_name)) LIKE ${p})`,
      );
    }
    if (filter.role) {
      params.push(filter.role);
      where.push(`$${params.length} = ANY(e.roles)`);
    }
    const from = `FROM company_employees e JOIN users u ON u.id = e.user_id WHERE ${where.join(' AND ')}`;
    const [{ total }]: Array<{ total: number }> = await this.db.query(`SELECT count(*)::int AS total ${from}`, params);
    const rows: CompanyEmployeeViewRow[] = await this.db.query(
      `SELECT ${VIEW_COLUMNS} ${from} ORDER BY ${ORDER[filter.sort.column](filter.sort.direction)}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.take, filter.skip],
    );
    return { rows, total };
  }

  async one(companyId: string, employeeId: string): Promise<CompanyEmployeeViewRow | null> {
    const [row]: CompanyEmployeeViewRow[] = await this.db.query(
      `SELECT ${VIEW_COLUMNS} FROM company_employees e JOIN users u ON u.id = e.user_id WHERE e.id = $1 AND e.company_id = $2`,
      [employeeId, companyId],
    );
    return row ?? null;
  }

  /** Employees holding the role, by name. */
  async withRole(companyId: string, role: StaffRole): Promise<CompanyEmployeeViewRow[]> {
    return this.db.query(
      `SELECT ${VIEW_COLUMNS} FROM company_employees e JOIN users u ON u.id = e.user_id
        WHERE e.company_id = $1 AND $2 = ANY(e.roles)
        ORDER BY ${ORDER.name('ASC')}`,
      [companyId, role],
    );
  }
}
