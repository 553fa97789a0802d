import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import type { MapLocale } from '../../map/i18n/map-locale';
import { PersonCardReader } from '../../users/services/person-card.reader';
import { EmploymentsService } from '../../users/services/employments.service';
import { alreadyEmployed, invitationNotFound, invitationOtherEmail } from '../authority-staff.exceptions';
import { hashInvitationToken, isWellFormedInvitationToken } from '../domain/invitation-token';
import type { AuthorityInvitationDto, AuthorityStaffCurrentDto } from '../dtos/authority-staff-current.dto';
import type { AuthorityEmployeeRow } from '../entities/authority-employee.row';
import { AuthorityEmployeesRepository } from '../repositories/authority-employees.repository';
import { AuthorityProfileService } from './authority-profile.service';

/**
 * The invitee's side of an invitation (D10): any signed-in user may look at one by its link's token; accepting
 * it needs the invited e-mail and no other employment. Unknown, used and expired tokens all answer the same 404.
 */
@Injectable()
export class AuthorityInvitationsService {
  constructor(
    private readonly employees: AuthorityEmployeesRepository,
    private readonly authorities: AuthoritiesService,
    private readonly employments: EmploymentsService,
    private readonly people: PersonCardReader,
    private readonly profiles: AuthorityProfileService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async get(token: string, locale: MapLocale): Promise<AuthorityInvitationDto> {
    const employee = this.usable(
      isWellFormedInvitationToken(token) ? await this.employees.findByTokenHash(hashInvitationToken(token)) : null,
    );
    const authority = await this.authorities.record(employee.authorityId);
    if (!authority) throw invitationNotFound();
    return {
      authorityName: locale === 'en' ? authority.nameEn : authority.nameRu,
      authorityType: authority.type,
      position: employee.position,
      email: employee.email,
      expiresAt: employee.invitationExpiresAt!.toISOString(),
    };
  }

  async accept(caller: Caller, token: string, locale: MapLocale): Promise<AuthorityStaffCurrentDto> {
    if (!isWellFormedInvitationToken(token)) throw invitationNotFound();
    const callerEmail = caller.principal.email ?? (await this.people.personCard(caller.userId))?.email ?? null;
    await this.dataSource.transaction(async (manager) => {
      const employee = this.usable(await this.employees.findByTokenHash(hashInvitationToken(token), manager));
      if (!callerEmail || callerEmail.trim().toLowerCase() !== employee.email.trim().toLowerCase()) throw invitationOtherEmail();
      if (await this.employees.findByUser(caller.userId, manager)) throw alreadyEmployed();
      const authority = await this.authorities.record(employee.authorityId);
      if (!authority) throw invitationNotFound();
      const joined = await this.employments.join(manager, {
        userId: caller.userId,
        type: 'AUTHORITY',
        organisationId: authority.organisationId ?? authority.id,
        organisationName: authority.nameRu,
      });
      if (!joined) throw alreadyEmployed();
      await this.employees.join(employee.id, caller.userId, this.clock.now(), manager);
    });
    return this.profiles.current(caller, locale);
  }

  /** The invitation while it can still be accepted. */
  private usable(employee: AuthorityEmployeeRow | null): AuthorityEmployeeRow {
    const expiresAt = employee?.invitationExpiresAt;
    if (!employee || !expiresAt || expiresAt.getTime() <= this.clock.now().getTime()) throw invitationNotFound();
    return employee;
  }
}
