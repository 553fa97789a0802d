import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { toPage, type Page } from '../../../common/pagination/page';
import { EmailOutbox } from '../../notifications/services/email-outbox.service';
import { EmploymentsService } from '../../users/services/employments.service';
import { employeeExists, employeeNotFound, lastAdmin, notInvited } from '../authority-staff.exceptions';
import { renderInvitationEmail } from '../domain/invitation-email';
import { hashInvitationToken, INVITATION_TTL_MS, newInvitationToken } from '../domain/invitation-token';
import type {
  AuthorityEmployeeCreateDto,
  AuthorityEmployeeDto,
  AuthorityEmployeeQueryDto,
  AuthorityEmployeeUpdateDto,
} from '../dtos/authority-employees.dto';
import { AuthorityDepartmentsRepository } from '../repositories/authority-departments.repository';
import { AuthorityEmployeesRepository } from '../repositories/authority-employees.repository';
import type { StaffMember } from './authority-membership';
import { InvitationLinks } from './invitation-links';
import { StaffScope } from './staff-scope';
import { StaffViews } from './staff-views';

/**
 * An authority's employees: every member reads them; its admins invite (by e-mail, D10), edit and remove them.
 * The authority always keeps a joined admin (D3).
 */
@Injectable()
export class AuthorityEmployeesService {
  constructor(
    private readonly scope: StaffScope,
    private readonly views: StaffViews,
    private readonly employees: AuthorityEmployeesRepository,
    private readonly departments: AuthorityDepartmentsRepository,
    private readonly employments: EmploymentsService,
    private readonly outbox: EmailOutbox,
    private readonly links: InvitationLinks,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(caller: Caller, query: AuthorityEmployeeQueryDto): Promise<Page<AuthorityEmployeeDto>> {
    const member = await this.scope.member(caller, query.authorityId);
    const text = query.text?.trim();
    const userIdsMatchingText = text ? await this.usersNamed(member.authorityId, text) : undefined;
    const { rows, totalCount } = await this.employees.list({
      authorityId: member.authorityId,
      departmentId: query.departmentId,
      text,
      userIdsMatchingText,
      page: query.page,
      size: query.size,
    });
    return toPage(await this.views.employees(rows), totalCount);
  }

  /** Another authority's employee is not found, exactly like a missing one. */
  async get(caller: Caller, id: string): Promise<AuthorityEmployeeDto> {
    const member = await this.scope.member(caller);
    return this.view(member, id);
  }

  /** Records the employee as INVITED and e-mails the link, in one transaction: no invitation without its e-mail. */
  async invite(caller: Caller, input: AuthorityEmployeeCreateDto, origin: string | undefined): Promise<AuthorityEmployeeDto> {
    const member = await this.scope.admin(caller, input.authorityId);
    const departmentId = await this.departmentOf(member, input.departmentId ?? null);
    const token = newInvitationToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const id = await this.dataSource.transaction(async (manager) => {
      const inserted = await this.employees.insert(
        {
          authorityId: member.authorityId,
          departmentId,
          position: input.position,
          email: input.email,
          isAdmin: input.isAdmin ?? false,
          invitationTokenHash: hashInvitationToken(token),
          invitationExpiresAt: expiresAt,
          invitedAt: now,
        },
        manager,
      );
      if (!inserted) throw employeeExists();
      await this.sendInvitation(manager, member, { email: input.email, position: input.position }, token, expiresAt, origin);
      return inserted;
    });
    return this.view(member, id);
  }

  /** A new link replaces the earlier one (which stops working), valid for another 7 days. */
  async resendInvitation(caller: Caller, id: string, origin: string | undefined): Promise<void> {
    const member = await this.scope.admin(caller);
    const token = newInvitationToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    await this.dataSource.transaction(async (manager) => {
      const employee = await this.employees.find(member.authorityId, id, manager);
      if (!employee) throw employeeNotFound();
      if (employee.status !== 'INVITED') throw notInvited();
      await this.employees.renewInvitation(member.authorityId, id, hashInvitationToken(token), expiresAt, now, manager);
      await this.sendInvitation(manager, member, employee, token, expiresAt, origin);
    });
  }

  async update(caller: Caller, input: AuthorityEmployeeUpdateDto): Promise<AuthorityEmployeeDto> {
    const member = await this.scope.admin(caller, input.authorityId);
    const departmentId = await this.departmentOf(member, input.departmentId ?? null);
    await this.dataSource.transaction(async (manager) => {
      const admins = await this.employees.lockAdmins(member.authorityId, manager);
      const employee = await this.employees.find(member.authorityId, input.id, manager);
      if (!employee) throw employeeNotFound();
      if (!input.isAdmin && isLastAdmin(admins, employee.id)) throw lastAdmin();
      await this.employees.update(
        member.authorityId,
        input.id,
        { position: input.position, departmentId, isAdmin: input.isAdmin },
        manager,
      );
    });
    return this.view(member, input.id);
  }

  /** Removes the membership and the user's employment with it: the authority area closes for them. */
  async remove(caller: Caller, id: string): Promise<void> {
    const member = await this.scope.admin(caller);
    const authority = await this.scope.authorityOf(member);
    await this.dataSource.transaction(async (manager) => {
      const admins = await this.employees.lockAdmins(member.authorityId, manager);
      const employee = await this.employees.find(member.authorityId, id, manager);
      if (!employee) throw employeeNotFound();
      if (isLastAdmin(admins, employee.id)) throw lastAdmin();
      await this.employees.delete(member.authorityId, id, manager);
      if (employee.userId) await this.employments.leave(manager, employee.userId, authority.organisationId ?? authority.id);
    });
  }

  private async view(member: StaffMember, id: string): Promise<AuthorityEmployeeDto> {
    const row = await this.employees.find(member.authorityId, id);
    if (!row) throw employeeNotFound();
    return this.views.employee(row);
  }

  /** A department of the member's own authority, else a field error (another authority's is no different from none). */
  private async departmentOf(member: StaffMember, departmentId: string | null): Promise<string | null> {
    if (departmentId === null) return null;
    if (!(await this.departments.find(member.authorityId, departmentId))) {
      throw FieldValidationException.single('departmentId', 'departmentId must be a department of the authority');
    }
    return departmentId;
  }

  private async sendInvitation(
    manager: EntityManager,
    member: StaffMember,
    employee: { email: string; position: string },
    token: string,
    expiresAt: Date,
    origin: string | undefined,
  ): Promise<void> {
    await this.outbox.enqueue(
      manager,
      renderInvitationEmail({
        to: employee.email,
        authorityName: member.authorityName,
        position: employee.position,
        url: this.links.url(token, origin),
        expiresAt,
      }),
    );
  }

  /** Joined employees whose name contains the text (the names live in the users module). */
  private async usersNamed(authorityId: string, text: string): Promise<string[]> {
    const names = await this.views.fullNames(await this.employees.userIdsOf(authorityId));
    const wanted = text.toLocaleLowerCase('ru');
    return [...names].filter(([, name]) => name.toLocaleLowerCase('ru').includes(wanted)).map(([id]) => id);
  }
}

/** Whether the employee is the authority's only joined admin (the admins' ids, locked). */
function isLastAdmin(admins: readonly string[], employeeId: string): boolean {
  return admins.length === 1 && admins[0] === employeeId;
}
