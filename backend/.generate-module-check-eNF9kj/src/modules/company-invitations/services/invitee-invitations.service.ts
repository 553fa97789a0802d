import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { CompanyStaff } from '../../companies/services/company-staff';
import { UserNotifier } from '../../user-notifications/services/user-notifier';
import { PersonCardReader } from '../../users/services/person-card.reader';
import { alreadyEmployed, linkNotFound, otherEmail } from '../company-invitations.exceptions';
import { invitationAnsweredNotice } from '../domain/invitation-notice';
import { isOpen } from '../domain/invitation-status';
import { hashInvitationToken, isWellFormedInvitationToken } from '../domain/invitation-token';
import type { CompanyInvitationAcceptedDto, CompanyInvitationViewDto } from '../dtos/company-invitation-view.dto';
import type { CompanyInvitationRow } from '../entities/company-invitation.row';
import { CompanyInvitationsRepository } from '../repositories/company-invitations.repository';

/**
 * The invitee's side (D10): any signed-in user may look at an invitation by its link's token; answering it needs
 * the invited e-mail. Unknown, answered, cancelled and expired links all answer the same 404, so a link tells
 * nothing once it stopped working.
 */
@Injectable()
export class InviteeInvitationsService {
  constructor(
    private readonly invitations: CompanyInvitationsRepository,
    private readonly companies: CompanyDirectory,
    private readonly staff: CompanyStaff,
    private readonly people: PersonCardReader,
    private readonly notifier: UserNotifier,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async get(token: string): Promise<CompanyInvitationViewDto> {
    const invitation = this.open(
      isWellFormedInvitationToken(token) ? await this.invitations.findByTokenHash(hashInvitationToken(token)) : null,
    );
    const company = await this.companies.get(invitation.companyId);
    if (!company) throw linkNotFound();
    return {
      companyName: company.name,
      companyShortName: company.shortName,
      roles: invitation.roles,
      position: invitation.position,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
      status: 'SENT',
    };
  }

  /** The caller joins the company with the invited roles and position; its admins are told. */
  async accept(caller: Caller, token: string): Promise<CompanyInvitationAcceptedDto> {
    const email = await this.callerEmail(caller);
    return this.dataSource.transaction(async (manager) => {
      const invitation = await this.answerable(manager, caller, token, email);
      const added = await this.staff.addEmployee(manager, {
        companyId: invitation.companyId,
        userId: caller.userId,
        roles: invitation.roles,
        position: invitation.position,
      });
      if (added === 'employed-elsewhere') throw alreadyEmployed();
      await this.invitations.setStatus(manager, invitation.id, 'ACCEPTED', this.clock.now(), caller.userId);
      await this.tellAdmins(manager, caller, invitation, true);
      const company = (await this.companies.get(invitation.companyId, manager))!;
      return {
        companyId: company.id,
        employeeId: added.employeeId,
        companyName: company.name,
        companyShortName: company.shortName,
        roles: invitation.roles,
      };
    });
  }

  async decline(caller: Caller, token: string): Promise<void> {
    const email = await this.callerEmail(caller);
    await this.dataSource.transaction(async (manager) => {
      const invitation = await this.answerable(manager, caller, token, email);
      await this.invitations.setStatus(manager, invitation.id, 'DECLINED', this.clock.now(), caller.userId);
      await this.tellAdmins(manager, caller, invitation, false);
    });
  }

  /** The open invitation of the link, locked for the answer, when it was sent to the caller's address. */
  private async answerable(manager: EntityManager, caller: Caller, token: string, email: string | null): Promise<CompanyInvitationRow> {
    if (!isWellFormedInvitationToken(token)) throw linkNotFound();
    const invitation = this.open(await this.invitations.findByTokenHash(hashInvitationToken(token), manager, true));
    if (!email || email.trim().toLowerCase() !== invitation.email.trim().toLowerCase()) throw otherEmail();
    return invitation;
  }

  private open(invitation: CompanyInvitationRow | null): CompanyInvitationRow {
    if (!invitation || !isOpen(invitation.status, invitation.expiresAt, this.clock.now())) throw linkNotFound();
    return invitation;
  }

  private async callerEmail(caller: Caller): Promise<string | null> {
    return caller.principal.email ?? (await this.people.personCard(caller.userId))?.email ?? null;
  }

  /** Every admin of the company but the caller (who may have just joined as one). */
  private async tellAdmins(manager: EntityManager, caller: Caller, invitation: CompanyInvitationRow, accepted: boolean): Promise<void> {
    const card = await this.people.personCard(caller.userId);
    const name = [card?.lastName, card?.firstName].filter(Boolean).join(' ') || null;
    const notice = invitationAnsweredNotice(accepted, invitation, { name });
    for (const userId of await this.staff.adminUserIds(invitation.companyId)) {
      if (userId !== caller.userId) await this.notifier.notify(manager, { userId, ...notice });
    }
  }
}
