import { Injectable } from '@nestjs/common';
import type { StaffRole } from '../domain/employment';
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
}
