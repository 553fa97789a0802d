import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { CaseFile } from '../../case-file/services/case-file.service';
import { JobQueue } from '../../jobs/services/job-queue';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { summaries } from '../domain/case-events';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { QUEUES } from './queues';

/** Requests expired per transaction: a backlog is worked through batch by batch within one run. */
const BATCH = 100;
/** The zonal-centre states an expiry ends: nothing decided yet. */
const UNDECIDED = new Set(['CREATED', 'SENDING', 'PENDING']);

/**
 * `agreements.expire`, every five minutes: a converted request whose last flight date is over with no decision of
 * the zonal centre (nothing delivered, or no answer) is EXPIRED — the request, its zonal-centre agreement, and any
 * send still waiting (cancelled: a submission for dates gone by must not reach the centre late). Each one leaves a
 * case-file event. A request the centre decided keeps its decision; a date's own states are the centre's replies.
 */
@Injectable()
export class ExpireJob {
  private readonly logger = new Logger(ExpireJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly flights: FlightRequestsService,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly jobs: JobQueue,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  /** Expires every overdue request; resolves with how many. */
  async run(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await this.dataSource.transaction(async (manager) => {
        const ids = await this.flights.overdueUndecided(manager, BATCH);
        for (const id of ids) await this.expire(manager, id);
        return ids.length;
      });
      total += expired;
      if (expired < BATCH) break;
    }
    if (total > 0) this.logger.log(`Expired ${total} undecided agreement(s) whose flight dates are over`);
    return total;
  }

  private async expire(manager: Parameters<FlightRequestsService['applyAgreementStatus']>[0], flightId: string): Promise<void> {
    const now = this.clock.now();
    const row = await this.agreements.find(flightId, manager, true);
    if (row && UNDECIDED.has(row.status)) {
      await this.agreements.update(manager, flightId, { status: 'EXPIRED' }, now);
      const waiting = await this.deliveries.latestOf('ORVD_SUBMISSION', flightId, manager);
      if (waiting && ['QUEUED', 'SENDING', 'RETRYING'].includes(waiting.state)) {
        if (waiting.jobId) await this.jobs.cancel(QUEUES.submit, waiting.jobId, manager);
        await this.deliveries.update(manager, waiting.id, { state: 'CANCELED', nextAttemptAt: null });
      }
    }
    await this.flights.applyAgreementStatus(manager, flightId, 'EXPIRED');
    await this.caseFile.record(manager, {
      flightRequestId: flightId,
      actor: 'SYSTEM',
      body: 'ORVD',
      authorityId: row?.authorityId ?? null,
      event: 'orvd.expired',
      summary: summaries.expired(),
      payload: { previousStatus: row?.status ?? null },
    });
  }
}
