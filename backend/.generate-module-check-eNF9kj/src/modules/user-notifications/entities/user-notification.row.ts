import type { NoticeCategory } from '../services/user-notifier';

/** A row of `user_notifications` as the repository returns it. */
export interface UserNotificationRow {
  id: string;
  /** users.id of the recipient. */
  userId: string;
  category: NoticeCategory;
  event: string;
  titleRu: string;
  titleEn: string;
  bodyRu: string;
  bodyEn: string;
  /** A path of the portal ('/flight/requests/…'), or null when the notice leads nowhere. */
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}
