import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { CaseFile } from '../../case-file/services/case-file.service';
import type { LocalAgreementRow } from '../entities/local-agreement.row';
import { LocalAgreementsRepository } from '../repositories/local-agreements.repository';

/** A decision an administration's employee takes in the authority area (issue 13, docs/requirements.md D6–D8). */
export interface LocalDecisionInput {
  flightRequestId: string;
  authorityId: string;
  approve: boolean;
  number: string | null;
  /** YYYY-MM-DD */
  dateOfIssue: string | null;
  comment: string | null;
  fileId: string | null;
  decidedBy: { userId: string; name: string };
}

export type LocalDecisionOutcome = 'decided' | 'not-found' | 'already-decided';

/** A local application awaits a decision once sent, while nobody (the administration, or the pilot's permission) decided. */
export function localAwaiting(row: Pick<LocalAgreementRow, 'status' | 'sendAt' | 'decidedByUserId'>): boolean {
  return row.status === 'PENDING' && row.sendAt !== null && row.decidedByUserId === null;
}

/**
 * The administration's decision written on the platform, in the caller's transaction: PERMITTED (status CONFIRMED
 * with the permission's number and date) or REFUSED with the comment, and the case-file event. The row is locked
 * first, so two employees deciding at once get one decision and one 409.
 */
@Injectable()
export class LocalAuthorityDecisions {
  constructor(
    private readonly repository: LocalAgreementsRepository,
    private readonly authorities: AuthoritiesService,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  async decide(manager: EntityManager, input: LocalDecisionInput): Promise<LocalDecisionOutcome> {
    const row = await this.repository.find(input.flightRequestId, input.authorityId, manager, true);
    if (!row || row.sendAt === null) return 'not-found';
    if (!localAwaiting(row)) return 'already-decided';
    const now = this.clock.now();
    const name = await this.authorities.names(input.authorityId);
    await this.repository.decide(manager, row.id, {
      status: input.approve ? 'CONFIRMED' : 'REFUSED',
      number: input.approve ? input.number : null,
      dateOfIssue: input.approve ? input.dateOfIssue : null,
      comment: input.comment,
      fileId: input.fileId,
      decidedByUserId: input.decidedBy.userId,
      decidedByName: input.decidedBy.name,
      decidedAt: now,
    });
    const comment = input.comment ? `: ${input.comment}` : '';
    await this.caseFile.record(manager, {
      flightRequestId: input.flightRequestId,
      actor: 'AUTHORITY',
      actorUserId: input.decidedBy.userId,
      actorName: input.decidedBy.name,
      body: 'LOCAL',
      authorityId: input.authorityId,
      event: input.approve ? 'local.permitted' : 'local.refused',
      summary: input.approve
        ? {
            ru: `Администрация выдала разрешение № ${input.number} от ${input.dateOfIssue}: ${name.ru}${comment}`,
            en: `The administration issued permission No. ${input.number} of ${input.dateOfIssue}: ${name.en}${comment}`,
          }
        : { ru: `Администрация отказала: ${name.ru}${comment}`, en: `The administration refused: ${name.en}${comment}` },
      at: now,
      payload: {
        status: input.approve ? 'CONFIRMED' : 'REFUSED',
        number: input.approve ? input.number : null,
        dateOfIssue: input.approve ? input.dateOfIssue : null,
        comment: input.comment,
        fileId: input.fileId,
        decidedAt: now.toISOString(),
      },
    });
    return 'decided';
  }
}
