import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { AuthoritiesService, type AuthorityRecord } from '../../authorities/services/authorities.service';
import { authorityNotFound, notAdmin } from '../authority-staff.exceptions';
import { AuthorityMembership, type StaffMember } from './authority-membership';

/**
 * The order every call of the module checks in: the caller is staff (403), the authority named is the caller's
 * own (another authority's id is a 404 like a missing one), and for writes the caller is its admin (403).
 */
@Injectable()
export class StaffScope {
  constructor(
    private readonly membership: AuthorityMembership,
    private readonly authorities: AuthoritiesService,
  ) {}

  /** The member, for the authority asked about (the caller's own when none is named). */
  async member(caller: Caller, authorityId?: string): Promise<StaffMember> {
    const member = await this.membership.require(caller);
    if (authorityId !== undefined && authorityId.toLowerCase() !== member.authorityId) throw authorityNotFound();
    return member;
  }

  async admin(caller: Caller, authorityId?: string): Promise<StaffMember> {
    const member = await this.member(caller, authorityId);
    if (!member.isAdmin) throw notAdmin();
    return member;
  }

  /** The member's authority's record (it exists: the membership's foreign key holds it). */
  async authorityOf(member: StaffMember): Promise<AuthorityRecord> {
    const record = await this.authorities.record(member.authorityId);
    if (!record) throw authorityNotFound();
    return record;
  }
}
