import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { pageWindow } from '../../../common/pagination/page';
import type { UserNotificationDto, UserNotificationPageDto } from '../dtos/user-notification.dto';
import type { UserNotificationRow } from '../entities/user-notification.row';
import { UserNotificationsRepository } from '../repositories/user-notifications.repository';
import { userNotificationNotFound } from '../user-notifications.exceptions';

export type NoticeLocale = 'ru' | 'en';

/** The bell's use cases; the caller arrives as its user id, resolved by the auth guard. */
@Injectable()
export class UserNotificationsService {
  constructor(
    private readonly repository: UserNotificationsRepository,
    private readonly clock: Clock,
  ) {}

  async list(
    userId: string,
    query: { page: number; size: number; unread: boolean },
    locale: NoticeLocale,
  ): Promise<UserNotificationPageDto> {
    const { skip, take } = pageWindow(query.page, query.size);
    const [rows, counts] = await Promise.all([
      this.repository.list(userId, query.unread, skip, take),
      this.repository.counts(userId, query.unread),
    ]);
    return { data: rows.map((row) => toDto(row, locale)), meta: { totalCount: counts.total, unreadCount: counts.unread } };
  }

  /** Another user's notice is not found, exactly like a missing one: ids give nothing away. */
  async markRead(userId: string, id: string): Promise<void> {
    if (!(await this.repository.markRead(userId, id, this.clock.now()))) throw userNotificationNotFound();
  }

  async markAllRead(userId: string): Promise<void> {
    await this.repository.markAllRead(userId, this.clock.now());
  }
}

function toDto(row: UserNotificationRow, locale: NoticeLocale): UserNotificationDto {
  return {
    id: row.id,
    category: row.category,
    event: row.event,
    title: locale === 'en' ? row.titleEn : row.titleRu,
    body: locale === 'en' ? row.bodyEn : row.bodyRu,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
