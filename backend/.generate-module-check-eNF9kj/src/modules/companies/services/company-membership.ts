import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@nebo/shared-vocabulary';
import type { Caller } from '../../../common/auth/principal';
import { adminOnly, notAMember } from '../companies.exceptions';
import { isCompanyAdmin } from '../domain/staff-roles';
import { CompanyEmployeesRepository } from '../repositories/company-employees.repository';

/** The caller as an employee of a company (D7). */
export interface CompanyMember {
  companyId: string;
  employeeId: string;
  userId: string;
  roles: StaffRole[];
  /** ADMIN or MANAGER: may change the company's data, staff and invitations. */
  isAdmin: boolean;
}

/**
 * Who is company staff: an employee row of the caller's platform user, whatever the token's realm roles. Exported
 * for the company-area modules; every company-area call asks it first.
 */
@Injectable()
export class CompanyMembership {
  constructor(private readonly employees: CompanyEmployeesRepository) {}

  /** Per request (the auth guard makes one Caller for each): the guard and then the service ask, for one query. */
  private readonly asked = new WeakMap<Caller, Promise<CompanyMember | null>>();

  /** The caller's membership; null when the caller works for no company. */
  of(caller: Caller): Promise<CompanyMember | null> {
    let member = this.asked.get(caller);
    if (!member) {
      member = this.lookUp(caller);
      this.asked.set(caller, member);
      // A failed lookup (the database away for a moment) is not remembered: the next call asks again.
      member.catch(() => this.asked.delete(caller));
    }
    return member;
  }

  private async lookUp(caller: Caller): Promise<CompanyMember | null> {
    const employee = await this.employees.byUser(caller.userId);
    if (!employee) return null;
    return {
      companyId: employee.companyId,
      employeeId: employee.id,
      userId: employee.userId,
      roles: employee.roles,
      isAdmin: isCompanyAdmin(employee.roles),
    };
  }

  /** @throws DomainException `companies.not-a-member` (403) for anyone who works for no company. */
  async require(caller: Caller): Promise<CompanyMember> {
    const member = await this.of(caller);
    if (!member) throw notAMember();
    return member;
  }

  /** @throws DomainException `companies.not-a-member` (403), `companies.admin-only` (403) for a PILOT or SIGNER only. */
  async requireAdmin(caller: Caller): Promise<CompanyMember> {
    const member = await this.require(caller);
    if (!member.isAdmin) throw adminOnly();
    return member;
  }
}
