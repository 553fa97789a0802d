import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffRole } from '@nebo/shared-vocabulary';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { toPage, type Page } from '../../../common/pagination/page';
import { normaliseRoles } from '../../companies/domain/staff-roles';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { CompanyMembership, type CompanyMember } from '../../companies/services/company-membership';
import { CompanyStaff } from '../../companies/services/company-staff';
import { EmailOutbox } from '../../notifications/services/email-outbox.service';
import { UserLookup } from '../../users/services/user-lookup';
import {
  alreadyEmployee,
  invitationNotFound,
  notResendable,
  notSent,
  openInvitationExists,
  userNotFound,
} from '../company-invitations.exceptions';
import { renderCompanyInvitationEmail } from '../domain/invitation-email';
import { effectiveStatus } from '../domain/invitation-status';
import { hashInvitationToken, INVITATION_TTL_MS, newInvitationToken } from '../domain/invitation-token';
import type {
  CompanyInvitationCreateDto,
  CompanyInvitationDto,
  CompanyInvitationQueryDto,
  NewEmployeeDto,
} from '../dtos/company-invitations.dto';
import type { CompanyInvitationRow } from '../entities/company-invitation.row';
import { CompanyInvitationsRepository } from '../repositories/company-invitations.repository';
import { CompanyInvitationLinks } from './invitation-links';

/**
 * A company's side of its invitations (D10), for its admins (the controller's CompanyAdminGuard let only them in):
 * invite by e-mail, list, send again with a new link, cancel. Every invitation e-mail is enqueued in the
 * transaction that records it: no invitation without its e-mail, no e-mail for a refused one.
 */
@Injectable()
export class CompanyInvitationsService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly companies: CompanyDirectory,
    private readonly staff: CompanyStaff,
    private readonly invitations: CompanyInvitationsRepository,
    private readonly users: UserLookup,
    private readonly outbox: EmailOutbox,
    private readonly links: CompanyInvitationLinks,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(caller: Caller, query: CompanyInvitationQueryDto): Promise<Page<CompanyInvitationDto>> {
    const member = await this.membership.requireAdmin(caller);
    const now = this.clock.now();
    const { rows, totalCount } = await this.invitations.list({
      companyId: member.companyId,
      statuses: query.status,
      email: query.email ?? query.query,
      oldestFirst: query.sort === 'CREATE_DATE',
      now,
      page: query.page,
      size: query.size,
    });
    return toPage(
      rows.map((row) => view(row, now)),
      totalCount,
    );
  }

  /** The account of an e-mail, before inviting it; 404 when nobody has signed up with it yet. */
  async findNewEmployee(caller: Caller, email: string): Promise<NewEmployeeDto> {
    const member = await this.membership.requireAdmin(caller);
    const user = await this.users.byEmail(email);
    if (!user) throw userNotFound();
    const ownEmployee = user.employedAt !== null && (await this.staff.byUser(user.userId))?.companyId === member.companyId;
    return {
      userId: user.userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      employedElsewhere: user.employedAt !== null && !ownEmployee,
    };
  }

  async invite(caller: Caller, input: CompanyInvitationCreateDto, origin: string | undefined): Promise<CompanyInvitationDto> {
    const member = await this.membership.requireAdmin(caller);
    const company = await this.company(member);
    const roles = normaliseRoles(input.roles);
    const position = input.position ?? null;
    const token = newInvitationToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const id = await this.dataSource.transaction(async (manager) => {
      await this.invitations.lockAddress(manager, member.companyId, input.email);
      if (await this.invitations.hasOpen(manager, member.companyId, input.email, now)) throw openInvitationExists();
      await this.refuseOwnEmployee(manager, member, input.email);
      const inserted = await this.invitations.insert(manager, {
        companyId: member.companyId,
        email: input.email,
        roles,
        position,
        tokenHash: hashInvitationToken(token),
        expiresAt,
        now,
        invitedBy: member.userId,
      });
      await this.send(manager, company, { email: input.email, roles, position }, token, expiresAt, origin);
      return inserted;
    });
    return this.get(member, id);
  }

  /**
   * A new link replaces the earlier one (which stops working), valid for another 7 days; an expired invitation
   * is sent again too, unless a newer open one to the address exists.
   */
  async resend(caller: Caller, id: string, origin: string | undefined): Promise<CompanyInvitationDto> {
    const member = await this.membership.requireAdmin(caller);
    const company = await this.company(member);
    const token = newInvitationToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    await this.dataSource.transaction(async (manager) => {
      const found = await this.invitations.find(member.companyId, id, manager);
      if (!found) throw invitationNotFound();
      await this.invitations.lockAddress(manager, member.companyId, found.email);
      const invitation = (await this.invitations.find(member.companyId, id, manager, true))!;
      const status = effectiveStatus(invitation.status, invitation.expiresAt, now);
      if (status !== 'SENT' && status !== 'EXPIRED') throw notResendable();
      if (status === 'EXPIRED') {
        if (await this.invitations.hasOpen(manager, member.companyId, invitation.email, now)) throw openInvitationExists();
        await this.refuseOwnEmployee(manager, member, invitation.email);
      }
      await this.invitations.renew(manager, id, hashInvitationToken(token), expiresAt, now);
      await this.send(manager, company, invitation, token, expiresAt, origin);
    });
    return this.get(member, id);
  }

  /** Only a SENT invitation (not run out) can be cancelled; its link stops working. */
  async cancel(caller: Caller, id: string): Promise<CompanyInvitationDto> {
    const member = await this.membership.requireAdmin(caller);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const invitation = await this.invitations.find(member.companyId, id, manager, true);
      if (!invitation) throw invitationNotFound();
      if (effectiveStatus(invitation.status, invitation.expiresAt, now) !== 'SENT') throw notSent();
      await this.invitations.setStatus(manager, id, 'CANCELLED', now, null);
    });
    return this.get(member, id);
  }

  private async get(member: CompanyMember, id: string): Promise<CompanyInvitationDto> {
    const row = await this.invitations.find(member.companyId, id);
    if (!row) throw invitationNotFound();
    return view(row, this.clock.now());
  }

  private async company(member: CompanyMember) {
    const company = await this.companies.get(member.companyId);
    // The member's company row is referenced by their employee row: it exists.
    if (!company) throw new Error(`Company ${member.companyId} of a member does not exist`);
    return company;
  }

  private async refuseOwnEmployee(manager: EntityManager, member: CompanyMember, email: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (user && (await this.staff.byUser(user.userId, manager))?.companyId === member.companyId) throw alreadyEmployee();
  }

  private async send(
    manager: EntityManager,
    company: { shortName: string },
    invitation: { email: string; roles: readonly StaffRole[]; position: string | null },
    token: string,
    expiresAt: Date,
    origin: string | undefined,
  ): Promise<void> {
    await this.outbox.enqueue(
      manager,
      renderCompanyInvitationEmail({
        to: invitation.email,
        companyName: company.shortName,
        roles: invitation.roles,
        position: invitation.position,
        url: this.links.url(token, origin),
        expiresAt,
      }),
    );
  }
}

function view(row: CompanyInvitationRow, now: Date): CompanyInvitationDto {
  return {
    id: row.id,
    email: row.email,
    roles: row.roles,
    position: row.position,
    status: effectiveStatus(row.status, row.expiresAt, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
  };
}
