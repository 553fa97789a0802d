import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { OrvdAuthorityDecisions } from '../../agreements/services/authority-decisions';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { LocalAuthorityDecisions } from '../../local-agreements/services/authority-decisions';
import { UserNotifier } from '../../user-notifications/services/user-notifier';
import { alreadyDecided, reviewRequestNotFound } from '../authority-review.exceptions';
import { checkDecision } from '../domain/decision-input';
import { decisionNotice } from '../domain/decision-notice';
import { moscowDate } from '../domain/moscow-day';
import { ReviewRequests } from './review-requests.service';
import type { Reviewer } from './review-scope';

/** The multipart parts of approve / reject (D7). */
export const DECISION_PART = 'decision';
export const DECISION_FILE_FIELD = 'decisionFile';

/**
 * Approve or reject a request sent to the caller's authority (D6–D8). Everything is checked before the one
 * transaction that records the file (PROTECTED, owned by the flight's owner so the pilot downloads it from the
 * agreement page), writes the agreement, the flight's status and the case-file event, and notifies the owner.
 * A refusal writes nothing; the upload layer removes the received file.
 */
@Injectable()
export class ReviewDecisions {
  constructor(
    private readonly requests: ReviewRequests,
    private readonly attachments: AttachmentsService,
    private readonly orvd: OrvdAuthorityDecisions,
    private readonly local: LocalAuthorityDecisions,
    private readonly notifier: UserNotifier,
    private readonly clock: Clock,
  ) {}

  async decide(reviewer: Reviewer, id: string, approve: boolean, upload: ReceivedUpload): Promise<void> {
    const checked = checkDecision(upload.json(DECISION_PART), approve, moscowDate(this.clock.now()));
    if (!checked.ok) throw new FieldValidationException(checked.errors);
    const decision = checked.value;
    const row = await this.requests.found(reviewer, id);
    if (row.reviewStatus !== 'AWAITING') throw alreadyDecided();
    const owner = row.recipientUserId;
    if (!owner) throw reviewRequestNotFound();
    const { member } = reviewer;
    const decidedBy = { userId: member.userId, name: `${member.displayName}, ${member.authorityName.ru}` };

    await this.attachments.transaction(async (tx) => {
      const [fileId = null] = await this.attachments.reconcile(tx, {
        ownerId: owner,
        access: 'PROTECTED',
        current: [],
        kept: [],
        added: upload.files(DECISION_FILE_FIELD),
        maxCount: 1,
        errors: {
          notHeld: () => ({ field: DECISION_FILE_FIELD, error: 'not a file of this decision' }),
          tooMany: () => ({ field: DECISION_FILE_FIELD, error: 'a decision holds one file' }),
        },
      });
      const input = { flightRequestId: id, authorityId: member.authorityId, ...decision, fileId, decidedBy };
      const outcome = row.body === 'ORVD' ? await this.orvd.decide(tx.manager, input) : await this.local.decide(tx.manager, input);
      if (outcome === 'not-found') throw reviewRequestNotFound();
      if (outcome === 'already-decided') throw alreadyDecided();
      await this.notifier.notify(tx.manager, { userId: owner, ...decisionNotice(approve, row, member.authorityName, decision) });
    });
  }
}
