import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { CaseFile } from '../../case-file/services/case-file.service';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { summaries } from '../domain/case-events';
import type { OrvdAgreementRow } from '../entities/orvd-agreement.row';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';

/** A decision an authority's employee takes in the authority area (issue 13, docs/requirements.md D6–D8). */
export interface AuthorityDecisionInput {
  flightRequestId: string;
  /** The deciding authority: an agreement sent to another one is not found. */
  authorityId: string;
  approve: boolean;
  number: string | null;
  /** YYYY-MM-DD */
  dateOfIssue: string | null;
  comment: string | null;
  fileId: string | null;
  decidedBy: { userId: string; name: string };
}

/** `not-found`: no agreement sent to this authority; `already-decided`: it is no longer awaiting a decision. */
export type AuthorityDecisionOutcome = 'decided' | 'not-found' | 'already-decided';

/** A zonal-centre agreement awaits a decision while it is on its way or delivered and nobody has decided. */
export function orvdAwaiting(row: Pick<OrvdAgreementRow, 'status' | 'decision'>): boolean {
  return row.decision === null && (row.status === 'SENDING' || row.status === 'PENDING');
}

/**
 * The zonal centre's decision written on the platform, in the caller's transaction (which also records the file
 * and notifies the owner): the agreement, the flight's status and the case-file event change together. The row is
 * locked first, so two employees deciding at once get one decision and one 409.
 */
@Injectable()
export class OrvdAuthorityDecisions {
  constructor(
    private readonly agreements: OrvdAgreementsRepository,
    private readonly flights: FlightRequestsService,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  async decide(manager: EntityManager, input: AuthorityDecisionInput): Promise<AuthorityDecisionOutcome> {
    const row = await this.agreements.find(input.flightRequestId, manager, true);
    if (!row || row.authorityId !== input.authorityId || row.sendAt === null) return 'not-found';
    if (!orvdAwaiting(row)) return 'already-decided';
    const decision = input.approve ? 'ALLOWED' : 'REJECTED';
    const now = this.clock.now();
    await this.agreements.update(
      manager,
      row.flightRequestId,
      {
        status: decision,
        stage: input.approve ? 'TAKEOFF' : 'CONFIRMING',
        decision,
        permitNumber: input.number,
        permitDate: input.dateOfIssue,
        comment: input.comment,
        decisionAt: now,
        decidedByUserId: input.decidedBy.userId,
        decidedByName: input.decidedBy.name,
        decisionFileId: input.fileId,
      },
      now,
    );
    await this.flights.applyAgreementStatus(manager, row.flightRequestId, decision);
    await this.caseFile.record(manager, {
      flightRequestId: row.flightRequestId,
      actor: 'AUTHORITY',
      actorUserId: input.decidedBy.userId,
      actorName: input.decidedBy.name,
      body: 'ORVD',
      authorityId: row.authorityId,
      event: input.approve ? 'orvd.allowed' : 'orvd.rejected',
      summary: summaries.decision(input.approve, input.number, input.comment),
      at: now,
      payload: {
        decision,
        number: input.number,
        dateOfIssue: input.dateOfIssue,
        comment: input.comment,
        fileId: input.fileId,
        decidedAt: now.toISOString(),
      },
    });
    return 'decided';
  }

  /** Whether the route crosses the centre's area, stored once (the review list filters and shows it). */
  async storeRouteCrosses(manager: EntityManager, flightRequestId: string, crosses: boolean): Promise<void> {
    await this.agreements.update(manager, flightRequestId, { routeCrosses: crosses }, this.clock.now());
  }
}
