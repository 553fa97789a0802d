import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A user found by e-mail, as a company admin sees them before inviting (D10's find-new-employee). */
export interface UserByEmail {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The organisation the user works for (a company or an authority), or null. */
  employedAt: string | null;
}

/** Exported by UsersModule for the modules above it; the users tables stay private to this module. */
@Injectable()
export class UserLookup {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The user whose e-mail this is, compared without case; null when nobody has it. E-mails are unique per
   * account at the identity provider, but the oldest row wins should two ever share one.
   */
  async byEmail(email: string): Promise<UserByEmail | null> {
    const rows: UserByEmail[] = await this.db.query(
      `SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", e.organisation_id AS "employedAt"
         FROM users u
         LEFT JOIN user_employments e ON e.user_id = u.id
        WHERE lower(u.email) = lower($1)
        ORDER BY u.created_at, u.id
        LIMIT 1`,
      [email.trim()],
    );
    return rows[0] ?? null;
  }
}
