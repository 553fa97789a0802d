import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PersonIdentityFields } from '../domain/person-identity';
import type { UserRow } from '../entities/user.row';

/** The birth date as text (YYYY-MM-DD, whatever the session's DateStyle): a date without time must not shift. */
const USER_COLUMNS = `id, subject, login, email, phone, locale, sex, last_name AS "lastName", first_name AS "firstName", patronymic,
  to_char(birth_date, 'YYYY-MM-DD') AS "birthDate", birth_place AS "birthPlace", residence_address AS "residenceAddress",
  locality_id AS "localityId", mission_category_ids AS "missionCategoryIds", avatar_file_id AS "avatarFileId"`;

/** The profile columns of the `users` table; every change bumps `updated_at`. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A user by id; `manager` reads inside the caller's transaction (after its row lock). */
  async findById(id: string, manager: EntityManager = this.db.manager): Promise<UserRow | null> {
    const rows: UserRow[] = await manager.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Whether a user other than `exceptId` has this e-mail, compared without case. */
  async emailUsedByAnother(email: string, exceptId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1', [
      email,
      exceptId,
    ]);
    return rows.length > 0;
  }

  async updatePhone(id: string, phone: string): Promise<void> {
    await this.db.query('UPDATE users SET phone = $2, updated_at = now() WHERE id = $1', [id, phone]);
  }

  async updateLocality(id: string, localityId: number): Promise<void> {
    await this.db.query('UPDATE users SET locality_id = $2, updated_at = now() WHERE id = $1', [id, localityId]);
  }

  async updateMissionCategories(id: string, missionCategoryIds: number[]): Promise<void> {
    await this.db.query('UPDATE users SET mission_category_ids = $2::int[], updated_at = now() WHERE id = $1', [id, missionCategoryIds]);
  }

  async updatePersonIdentity(id: string, fields: PersonIdentityFields): Promise<void> {
    await this.db.query(
      `UPDATE users SET sex = $2, last_name = $3, first_name = $4, patronymic = $5, birth_date = $6::date, updated_at = now() WHERE id = $1`,
      [id, fields.sex, fields.lastName, fields.firstName, fields.patronymic, fields.birthDate],
    );
  }

  /** The user's avatar id, holding the row until the caller's transaction ends (two uploads replace one after the other). */
  async lockAvatarId(manager: EntityManager, id: string): Promise<string | null> {
    const [row]: Array<{ avatarFileId: string | null }> = await manager.query(
      'SELECT avatar_file_id AS "avatarFileId" FROM users WHERE id = $1 FOR UPDATE',
      [id],
    );
    return row?.avatarFileId ?? null;
  }

  async setAvatarId(manager: EntityManager, id: string, fileId: string | null): Promise<void> {
    await manager.query('UPDATE users SET avatar_file_id = $2, updated_at = now() WHERE id = $1', [id, fileId]);
  }

  /** Makes `email` the account's e-mail and login, remembering when (see AccountsService for why it matters). */
  async moveAddress(manager: EntityManager, id: string, email: string, now: Date): Promise<void> {
    await manager.query('UPDATE users SET email = $2, login = $2, email_changed_at = $3, updated_at = now() WHERE id = $1', [
      id,
      email,
      now,
    ]);
  }
}
