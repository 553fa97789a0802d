import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import type { Locale } from '../../dictionaries/domain/locale';
import { EmploymentsService } from '../../users/services/employments.service';
import { employeeNotFound, lastAdmin } from '../companies.exceptions';
import { EMPLOYEE_ROLE_ITEMS, losesLastAdmin, normaliseRoles } from '../domain/staff-roles';
import type {
  CompanyEmployeeDto,
  CompanyEmployeePageDto,
  CompanyEmployeeQueryDto,
  CompanyEmployeeUpdateDto,
  EmployeeRoleListDto,
  FlightMemberCandidateListDto,
} from '../dtos/company-employees.dto';
import type { CompanyEmployeeViewRow } from '../entities/company-employee-view.row';
import { CompanyEmployeeViewsRepository, type EmployeeSortColumn } from '../repositories/company-employee-views.repository';
import { CompanyEmployeesRepository } from '../repositories/company-employees.repository';
import { CompanyMembership } from './company-membership';

const SORTS = { CREATE_DATE: 'created_at', NAME: 'name' } as const satisfies Record<string, EmployeeSortColumn>;

/**
 * The caller's company's employees (D7): every employee reads them; company admins (ADMIN, MANAGER) change roles
 * and positions and remove employees. The company always keeps an ADMIN. Another company's employee is a 404
 * exactly like a missing one.
 */
@Injectable()
export class CompanyEmployeesService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly employees: CompanyEmployeesRepository,
    private readonly views: CompanyEmployeeViewsRepository,
    private readonly employments: EmploymentsService,
    private readonly dataSource: DataSource,
  ) {}

  async list(caller: Caller, query: CompanyEmployeeQueryDto): Promise<CompanyEmployeePageDto> {
    const member = await this.membership.require(caller);
    const sort = parseSort(query.sort, SORTS, 'CREATE_DATE');
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.views.page({ companyId: member.companyId, text: query.query, role: query.role, sort, skip, take });
    return toPage(rows.map(toDto), total);
  }

  async get(caller: Caller, id: string): Promise<CompanyEmployeeDto> {
    const member = await this.membership.require(caller);
    return this.view(member.companyId, id);
  }

  /** Employees holding PILOT: whom a company flight request may name as its crew. */
  async flightMemberCandidates(caller: Caller): Promise<FlightMemberCandidateListDto> {
    const member = await this.membership.require(caller);
    const rows = await this.views.withRole(member.companyId, 'PILOT');
    return {
      data: rows.map((row) => ({
        employeeId: row.id,
        userId: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        patronymic: row.patronymic,
        roles: row.roles,
      })),
    };
  }

  /** New roles and position; the user's employment (the summary's scope) follows the roles in the same transaction. */
  async update(caller: Caller, id: string, input: CompanyEmployeeUpdateDto): Promise<CompanyEmployeeDto> {
    const member = await this.membership.requireAdmin(caller);
    const roles = normaliseRoles(input.roles);
    await this.dataSource.transaction(async (manager) => {
      const employee = await this.employees.lockInCompany(manager, member.companyId, id);
      if (!employee) throw employeeNotFound();
      const admins = await this.employees.countWithRole(manager, member.companyId, 'ADMIN');
      if (losesLastAdmin(employee.roles, roles, admins)) throw lastAdmin();
      await this.employees.update(manager, employee.id, roles, input.position ?? null);
      await this.employments.setStaffRoles(manager, employee.userId, member.companyId, roles);
    });
    return this.view(member.companyId, id);
  }

  /** Ends the employment: the employee row and the user's employment go together, and the company area closes for them. */
  async remove(caller: Caller, id: string): Promise<void> {
    const member = await this.membership.requireAdmin(caller);
    await this.dataSource.transaction(async (manager) => {
      const employee = await this.employees.lockInCompany(manager, member.companyId, id);
      if (!employee) throw employeeNotFound();
      const admins = await this.employees.countWithRole(manager, member.companyId, 'ADMIN');
      if (losesLastAdmin(employee.roles, null, admins)) throw lastAdmin();
      await this.employees.delete(manager, employee.id);
      await this.employments.leave(manager, employee.userId, member.companyId);
    });
  }

  roles(locale: Locale): EmployeeRoleListDto {
    return {
      data: EMPLOYEE_ROLE_ITEMS.map((item, index) => ({ id: index + 1, code: item.code, name: locale === 'en' ? item.en : item.ru })),
    };
  }

  private async view(companyId: string, id: string): Promise<CompanyEmployeeDto> {
    const row = await this.views.one(companyId, id);
    if (!row) throw employeeNotFound();
    return toDto(row);
  }
}

function toDto(row: CompanyEmployeeViewRow): CompanyEmployeeDto {
  return {
    id: row.id,
    userId: row.userId,
    login: row.login,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    patronymic: row.patronymic,
    position: row.position,
    roles: row.roles,
    createdAt: row.createdAt.toISOString(),
  };
}
