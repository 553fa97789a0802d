import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EmploymentType, StaffRole } from '../domain/employment';
import { EmploymentsRepository, type SummaryFacts } from '../repositories/employments.repository';

export type { SummaryFacts };

/**
 * A user's account and employment as the modules above read them (the summary), until employment moves to
 * the company module. Exported by UsersModule; the repository stays private to it.
 */
@Injectable()
export class EmploymentsService {
  constructor(private readonly employments: EmploymentsRepository) {}

  /** The account and employment, read fresh (the summary decides navigation right after a profile change). */
  async summaryFacts(userId: string): Promise<SummaryFacts> {
    const facts = await this.employments.summaryFacts(userId);
    // The auth guard created the user before any handler ran, and the platform never deletes users.
    if (!facts) throw new Error(`User ${userId} has no row`);
    return facts;
  }

  countStaffWithRole(organisationId: string, role: StaffRole): Promise<number> {
    return this.employments.countStaffWithRole(organisationId, role);
  }

  /**
   * The user joins an organisation (an accepted invitation, an approved company registration), inside the
   * caller's transaction: true when the user now works there, false when the user is employed elsewhere (a user
   * has one employment). Staff roles only for a company.
   */
  join(
    manager: EntityManager,
    employment: { userId: string; type: EmploymentType; organisationId: string; organisationName: string; staffRoles?: StaffRole[] },
  ): Promise<boolean> {
    return this.employments.join(manager, employment);
  }

  /** The user's staff roles at the company changed (the summary's scope follows them); inside the caller's transaction. */
  setStaffRoles(manager: EntityManager, userId: string, organisationId: string, staffRoles: StaffRole[]): Promise<void> {
    return this.employments.setStaffRoles(manager, userId, organisationId, staffRoles);
  }

  /** The organisation was renamed (an approved change of a company's name); inside the caller's transaction. */
  renameOrganisation(manager: EntityManager, organisationId: string, organisationName: string): Promise<void> {
    return this.employments.renameOrganisation(manager, organisationId, organisationName);
  }

  /** The user leaves the organisation (an employee removed by an admin); inside the caller's transaction. */
  leave(manager: EntityManager, userId: string, organisationId: string): Promise<void> {
    return this.employments.leave(manager, userId, organisationId);
  }
}
