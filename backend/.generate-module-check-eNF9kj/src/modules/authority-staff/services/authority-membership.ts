import { Injectable } from '@nestjs/common';
import type { AuthorityType } from '@nebo/shared-vocabulary';
import type { Caller } from '../../../common/auth/principal';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { PersonCardReader } from '../../users/services/person-card.reader';
import { notAdmin, notStaff } from '../authority-staff.exceptions';
import { staffDisplayName } from '../domain/display-name';
import { AuthorityEmployeesRepository } from '../repositories/authority-employees.repository';

/** The caller as a member of an authority's staff (docs/requirements.md, authority area: D2, D3). */
export interface StaffMember {
  employeeId: string;
  authorityId: string;
  authorityType: AuthorityType;
  isAdmin: boolean;
  userId: string;
  /** «Волков С. (Начальник смены)»: how the member signs decisions. */
  displayName: string;
  authorityName: { ru: string; en: string };
}

/**
 * Who is staff: a joined employee row of the caller's platform user, whatever the token's realm roles (an
 * invited employee signs up like anyone). Exported for the authority-area modules above this one; every
 * authority-area call asks it first.
 */
@Injectable()
export class AuthorityMembership {
  constructor(
    private readonly employees: AuthorityEmployeesRepository,
    private readonly authorities: AuthoritiesService,
    private readonly people: PersonCardReader,
  ) {}

  /**
   * Per request (the auth guard makes one Caller for each): the staff guard asks first and the service asks again
   * for the member, and both must not cost three queries each.
   */
  private readonly asked = new WeakMap<Caller, Promise<StaffMember | null>>();

  /** The caller's membership; null when the caller is on no authority's staff. */
  of(caller: Caller): Promise<StaffMember | null> {
    let member = this.asked.get(caller);
    if (!member) {
      member = this.lookUp(caller);
      this.asked.set(caller, member);
      // A failed lookup (the database away for a moment) is not remembered: the next call asks again.
      member.catch(() => this.asked.delete(caller));
    }
    return member;
  }

  private async lookUp(caller: Caller): Promise<StaffMember | null> {
    const employee = await this.employees.findByUser(caller.userId);
    if (!employee || employee.status !== 'ACTIVE') return null;
    const [authority, person] = await Promise.all([this.authorities.record(employee.authorityId), this.people.personCard(caller.userId)]);
    if (!authority) return null;
    return {
      employeeId: employee.id,
      authorityId: authority.id,
      authorityType: authority.type,
      isAdmin: employee.isAdmin,
      userId: caller.userId,
      displayName: staffDisplayName(
        person ?? { lastName: null, firstName: null, patronymic: null },
        person?.email ?? employee.email,
        employee.position,
      ),
      authorityName: { ru: authority.nameRu, en: authority.nameEn },
    };
  }

  /** @throws DomainException `authority-staff.not-staff` (403) for anyone not on an authority's staff. */
  async require(caller: Caller): Promise<StaffMember> {
    const member = await this.of(caller);
    if (!member) throw notStaff();
    return member;
  }

  /** @throws DomainException `authority-staff.not-staff` (403), `authority-staff.not-admin` (403) for a staff member who is no admin. */
  async requireAdmin(caller: Caller): Promise<StaffMember> {
    const member = await this.require(caller);
    if (!member.isAdmin) throw notAdmin();
    return member;
  }
}
