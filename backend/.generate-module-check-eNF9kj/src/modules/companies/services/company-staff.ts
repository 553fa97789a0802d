import { Injectable } from '@nestjs/common';
import { STAFF_ROLES, type StaffRole } from '@nebo/shared-vocabulary';
import type { EntityManager } from 'typeorm';
import { EmploymentsService } from '../../users/services/employments.service';
import { isIndividualEntrepreneur } from '../domain/registration-info';
import type { CompanyEmployeeRecord } from '../entities/company-employee.row';
import { CompaniesRepository } from '../repositories/companies.repository';
import { CompanyEmployeesRepository } from '../repositories/company-employees.repository';

export type { CompanyEmployeeRecord };

/**
 * A company's employees, for the company-area modules: registration makes the applicant the first ADMIN, an
 * accepted invitation adds an employee, the profile counts them. Every employee is also the user's one
 * employment in the users module, which the summary (navigation, scope) reads.
 */
@Injectable()
export class CompanyStaff {
  constructor(
    private readonly employees: CompanyEmployeesRepository,
    private readonly companies: CompaniesRepository,
    private readonly employments: EmploymentsService,
  ) {}

  /**
   * Adds the user as an employee (company_employees + users' user_employments with staff roles), inside the
   * caller's transaction; 'employed-elsewhere' when the user works for another organisation. A user already
   * employed by this company keeps the employee row they have.
   */
  async addEmployee(
    manager: EntityManager,
    input: { companyId: string; userId: string; roles: StaffRole[]; position?: string | null },
  ): Promise<{ employeeId: string } | 'employed-elsewhere'> {
    const company = await this.companies.get(input.companyId, manager);
    if (!company) throw new Error(`Company ${input.companyId} does not exist`);
    const joined = await this.employments.join(manager, {
      userId: input.userId,
      type: isIndividualEntrepreneur(company.companyType) ? 'INDIVIDUAL_ENTREPRENEUR' : 'JURIDICAL_ENTITY',
      organisationId: company.id,
      organisationName: company.shortName,
      staffRoles: input.roles,
    });
    if (!joined) return 'employed-elsewhere';
    const existing = await this.employees.byUser(input.userId, manager);
    if (existing) return { employeeId: existing.id };
    const employeeId = await this.employees.insert(manager, {
      companyId: company.id,
      userId: input.userId,
      roles: input.roles,
      position: input.position ?? null,
    });
    return { employeeId };
  }

  /** The employee when they work for this company; null for a missing id and another company's alike. */
  employee(companyId: string, employeeId: string, manager?: EntityManager): Promise<CompanyEmployeeRecord | null> {
    return this.employees.inCompany(companyId, employeeId, manager);
  }

  byUser(userId: string, manager?: EntityManager): Promise<CompanyEmployeeRecord | null> {
    return this.employees.byUser(userId, manager);
  }

  /** Users holding ADMIN or MANAGER: whom a company notice goes to. */
  adminUserIds(companyId: string): Promise<string[]> {
    return this.employees.adminUserIds(companyId);
  }

  /** How many employees hold each of the four roles, zeros included, in the vocabulary's order. */
  async rolesCounts(companyId: string): Promise<Array<{ code: StaffRole; count: number }>> {
    const counts = await this.employees.rolesCounts(companyId);
    return STAFF_ROLES.map((code) => ({ code, count: counts.get(code) ?? 0 }));
  }
}
