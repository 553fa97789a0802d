import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PersonIdentityFields } from '../domain/person-identity';
import type { EmploymentType, StaffRole } from '../domain/summary-scope';
import { EmploymentEntity } from '../entities/employment.entity';

/** What the user summary reads of the caller's account and employment. */
export interface SummaryFacts {
  user: PersonIdentityFields & { id: string; login: string; email: string | null };
  employment: { id: string; type: EmploymentType; organisationId: string; organisationName: string; staffRoles: StaffRole[] } | null;
}

interface SummaryRow {
  id: string;
  login: string;
  email: string | null;
  sex: PersonIdentityFields['sex'];
  firstName: string | null;
  lastName: string | null;
  patronymic: string | null;
  birthDate: string | null;
  employmentId: string | null;
  employmentType: EmploymentType | null;
  organisationId: string | null;
  organisationName: string | null;
  staffRoles: StaffRole[] | null;
}

/**
 * The account and its employment, by subject, in one statement: the summary is loaded on every page of the
 * portal, and building two entity queries through TypeORM cost more than the queries themselves (see
 * `npm run bench`, summary). Only the columns the summary shows or decides on; the birth date as the
 * entity has it (YYYY-MM-DD, whatever the session's DateStyle).
 */
const SUMMARY_FACTS_SQL = `
  SELECT u.id, u.login, u.email, u.sex, u.first_name AS "firstName", u.last_name AS "lastName", u.patronymic,
         to_char(u.birth_date, 'YYYY-MM-DD') AS "birthDate",
         e.id AS "employmentId", e.type AS "employmentType", e.organisation_id AS "organisationId",
         e.organisation_name AS "organisationName", e.staff_roles AS "staffRoles"
    FROM users u
    LEFT JOIN user_employments e ON e.user_id = u.id
   WHERE u.subject = $1`;

@Injectable()
export class EmploymentsRepository {
  constructor(@InjectRepository(EmploymentEntity) private readonly employments: Repository<EmploymentEntity>) {}

  /** The user summary's account and employment (SUMMARY_FACTS_SQL); null when the subject has no account yet. */
  async summaryFacts(subject: string): Promise<SummaryFacts | null> {
    const [row]: SummaryRow[] = await this.employments.query(SUMMARY_FACTS_SQL, [subject]);
    if (!row) return null;
    const { employmentId, employmentType, organisationId, organisationName, staffRoles, ...user } = row;
    // The employment's columns are NOT NULL: when the join found a row, all are there.
    const employment =
      employmentId === null
        ? null
        : { id: employmentId, type: employmentType!, organisationId: organisationId!, organisationName: organisationName!, staffRoles: staffRoles ?? [] };
    return { user, employment };
  }

  findByUserId(userId: string): Promise<EmploymentEntity | null> {
    return this.employments.findOneBy({ userId });
  }

  /** How many people of an organisation hold a staff role (the summary's signer and manager counts). */
  countStaffWithRole(organisationId: string, role: StaffRole): Promise<number> {
    return this.employments
      .createQueryBuilder('employment')
      .where('employment.organisation_id = :organisationId', { organisationId })
      .andWhere(':role = ANY(employment.staff_roles)', { role })
      .getCount();
  }
}
