import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserNotificationRow } from '../entities/user-notification.row';
import type { Notice } from '../services/user-notifier';

const COLUMNS = `id, user_id AS "userId", category, event, title_ru AS "titleRu", title_en AS "titleEn", body_ru AS "bodyRu",
  body_en AS "bodyEn", link, created_at AS "createdAt", read_at AS "readAt"`;

/** All of the module's SQL; every read and change is scoped to the recipient, so another user's row is never touched. */
@Injectable()
export class UserNotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inside the notifying module's transaction: the row exists if and only if the change it tells of commits. */
  async insert(manager: EntityManager, notice: Notice): Promise<void> {
    await manager.query(
      `INSERT INTO user_notifications (user_id, category, event, title_ru, title_en, body_ru, body_en, link)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [notice.userId, notice.category, notice.event, notice.title.ru, notice.title.en, notice.body.ru, notice.body.en, notice.link],
    );
  }

  /** Newest first; id breaks ties of one transaction's notices so pages never repeat or skip a row. */
  list(userId: string, unreadOnly: boolean, skip: number, take: number): Promise<UserNotificationRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM user_notifications WHERE user_id = $1 AND ($2::boolean IS FALSE OR read_at IS NULL)
       ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
      [userId, unreadOnly, skip, take],
    );
  }

  /** The number of the user's notices (unread ones only, or all) and the number unread, in one statement. */
  async counts(userId: string, unreadOnly: boolean): Promise<{ total: number; unread: number }> {
    const [row]: Array<{ total: number; unread: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE $2::boolean IS FALSE OR read_at IS NULL)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
       FROM user_notifications WHERE user_id = $1`,
      [userId, unreadOnly],
    );
    return row;
  }

  /** Whether the user has this notice; reading it again keeps the first time it was read. */
  async markRead(userId: string, id: string, at: Date): Promise<boolean> {
    // TypeORM answers UPDATE as [rows, affectedCount].
    const [, affected]: [unknown, number] = await this.dataSource.query(
      'UPDATE user_notifications SET read_at = COALESCE(read_at, $3) WHERE user_id = $1 AND id = $2',
      [userId, id, at],
    );
    return affected > 0;
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE user_notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, at]);
  }
}
