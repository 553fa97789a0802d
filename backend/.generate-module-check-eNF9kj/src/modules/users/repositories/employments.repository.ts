import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { PersonIdentityFields } from '../domain/person-identity';
import type { EmploymentType, StaffRole } from '../domain/employment';
import type { EmploymentRow } from '../entities/employment.row';

/** What the user summary reads of a user's account and employment. */
export interface SummaryFacts {
  user: PersonIdentityFields & { id: string; login: string; email: string | null };
  employment: EmploymentRow | null;
}

type SummaryFactsRow = SummaryFacts['user'] & {
  employmentId: string | null;
  employmentType: EmploymentRow['type'] | null;
  organisationId: string | null;
  organisationName: string | null;
  staffRoles: StaffRole[] | null;
};

/**
 * The account and its employment in one statement: the summary is loaded on every page of the portal (see
 * `npm run bench`, summary). Only the columns the summary shows or decides on; the birth date as text
 * (YYYY-MM-DD, whatever the session's DateStyle).
 */
const SUMMARY_FACTS_SQL = `
  SELECT u.id, u.login, u.email, u.sex, u.first_name AS "firstName", u.last_name AS "lastName", u.patronymic,
         to_char(u.birth_date, 'YYYY-MM-DD') AS "birthDate",
         e.id AS "employmentId", e.type AS "employmentType", e.organisation_id AS "organisationId",
         e.organisation_name AS "organisationName", e.staff_roles AS "staffRoles"
    FROM users u
    LEFT JOIN user_employments e ON e.user_id = u.id
   WHERE u.id = $1`;

/** `user_employments`, until the company and authority modules take it over. */
@Injectable()
export class EmploymentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The user summary's account and employment (SUMMARY_FACTS_SQL); null when there is no such user. */
  async summaryFacts(userId: string): Promise<SummaryFacts | null> {
    const [row]: SummaryFactsRow[] = await this.db.query(SUMMARY_FACTS_SQL, [userId]);
    if (!row) return null;
    const { employmentId, employmentType, organisationId, organisationName, staffRoles, ...user } = row;
    // The employment's columns are NOT NULL: when the join found a row, all are there.
    const employment =
      employmentId === null
        ? null
        : {
            id: employmentId,
            type: employmentType!,
            organisationId: organisationId!,
            organisationName: organisationName!,
            staffRoles: staffRoles ?? [],
          };
    return { user, employment };
  }

  /** How many people of an organisation hold a staff role (the summary's signer and manager counts). */
  async countStaffWithRole(organisationId: string, role: StaffRole): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.db.query(
      'SELECT count(*)::int AS count FROM user_employments WHERE organisation_id = $1 AND $2 = ANY(staff_roles)',
      [organisationId, role],
    );
    return count;
  }

  /**
   * Makes the user an employee of the organisation, unless employed already: true when the user now works
   * there (joined, or already there), false when the user works somewhere else. Staff roles are a company's;
   * an authority's employee has none.
   */
  async join(
    manager: EntityManager,
    employment: { userId: string; type: EmploymentType; organisationId: string; organisationName: string; staffRoles?: StaffRole[] },
  ): Promise<boolean> {
    await manager.query(
      `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO NOTHING`,
      [employment.userId, employment.type, employment.organisationId, employment.organisationName, employment.staffRoles ?? []],
    );
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM user_employments WHERE user_id = $1 AND type = $2 AND organisation_id = $3',
      [employment.userId, employment.type, employment.organisationId],
    );
    return rows.length > 0;
  }

  /** The user's staff roles at the organisation (a company admin changed them); nothing when the user works elsewhere. */
  async setStaffRoles(manager: EntityManager, userId: string, organisationId: string, staffRoles: StaffRole[]): Promise<void> {
    await manager.query('UPDATE user_employments SET staff_roles = $3 WHERE user_id = $1 AND organisation_id = $2', [
      userId,
      organisationId,
      staffRoles,
    ]);
  }

  /** The organisation's name as its employees' summaries show it (an approved change of a company's name). */
  async renameOrganisation(manager: EntityManager, organisationId: string, organisationName: string): Promise<void> {
    await manager.query('UPDATE user_employments SET organisation_name = $2 WHERE organisation_id = $1', [
      organisationId,
      organisationName,
    ]);
  }

  /** Ends the user's employment at the organisation (nothing when the user works elsewhere). */
  async leave(manager: EntityManager, userId: string, organisationId: string): Promise<void> {
    await manager.query('DELETE FROM user_employments WHERE user_id = $1 AND organisation_id = $2', [userId, organisationId]);
  }
}
