import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { EmailOutbox } from '../../notifications/services/email-outbox.service';
import { NotificationRecipientReader } from '../../users/services/notification-recipient';
import { absoluteLink, noticeEmail } from '../domain/notice-email';
import { UserNotificationsRepository } from '../repositories/user-notifications.repository';

/** The categories of part 1's notification settings a notice belongs to. */
export type NoticeCategory = 'FLIGHT_AGREEMENT_STATUS' | 'EMERGENCY_MSG_DURING_FLIGHT' | 'MARKETPLACE' | 'COMPANY';

/** What another module tells a user; both languages, because the reader's language is known only when it is read or sent. */
export interface Notice {
  userId: string;
  category: NoticeCategory;
  event: string;
  title: { ru: string; en: string };
  body: { ru: string; en: string };
  /** A path of the portal ('/flight/requests/<id>/agreement/'), or null. */
  link: string | null;
}

/**
 * Tells a user something, inside the caller's transaction (pass its EntityManager), so the notice exists if and
 * only if the change it tells of commits. Where it goes is the user's notification settings' decision: WEBSITE on →
 * a row for the bell; EMAIL on and an address known → an e-mail in the user's language; neither → nothing.
 */
@Injectable()
export class UserNotifier {
  constructor(
    private readonly recipients: NotificationRecipientReader,
    private readonly notifications: UserNotificationsRepository,
    private readonly outbox: EmailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async notify(manager: EntityManager, notice: Notice): Promise<void> {
    const recipient = await this.recipients.recipient(manager, notice.userId, notice.category);
    if (!recipient) return;
    if (recipient.website) await this.notifications.insert(manager, notice);
    if (recipient.email) {
      const { locale } = recipient;
      const url = absoluteLink(this.portalUrl(), notice.link);
      await this.outbox.enqueue(
        manager,
        noticeEmail({ to: recipient.email, locale, title: notice.title[locale], body: notice.body[locale], url }),
      );
    }
  }

  /** The pilots' portal: the first shell origin (CORS_ORIGINS), as the e-mail-change links choose without a request. */
  private portalUrl(): string {
    return this.config.corsOrigins[0] ?? this.config.publicUrl;
  }
}
