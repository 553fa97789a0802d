import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { EmailOutbox } from '../../notifications/services/email-outbox.service';
import { UserNotifier, type NoticeCategory } from '../../user-notifications/services/user-notifier';
import { decisionEmail, decisionNotice, type DecisionFacts } from '../domain/decision-message';
import { RegistrationRequestsRepository } from '../repositories/registration-requests.repository';

/**
 * The notices' category among the user's notification settings: COMPANY is e-mailed only to those who asked for it,
 * so the decision e-mail below is not doubled by default.
 */
const NOTICE_CATEGORY: NoticeCategory = 'COMPANY';

/**
 * Tells the applicant of a reviewer's decision (D5), inside the decision's transaction: the e-mail is always sent
 * (it is the answer to their request, whatever their notification settings), the bell notice as they chose.
 */
@Injectable()
export class DecisionNotifier {
  constructor(
    private readonly requests: RegistrationRequestsRepository,
    private readonly outbox: EmailOutbox,
    private readonly notifier: UserNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(manager: EntityManager, applicantUserId: string, facts: DecisionFacts): Promise<void> {
    const applicant = await this.requests.applicant(applicantUserId, manager);
    if (applicant?.email) await this.outbox.enqueue(manager, decisionEmail(facts, applicant.email, this.portalUrl()));
    await this.notifier.notify(manager, { userId: applicantUserId, category: NOTICE_CATEGORY, ...decisionNotice(facts) });
  }

  /** The portal: the first shell origin (CORS_ORIGINS), as UserNotifier's links choose without a request. */
  private portalUrl(): string {
    return this.config.corsOrigins[0] ?? this.config.publicUrl;
  }
}
