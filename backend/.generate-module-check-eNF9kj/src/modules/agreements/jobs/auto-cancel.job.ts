import { Injectable, Logger } from '@nestjs/common';
import type { JobContext } from '../../jobs/ports/job-workers';
import { DomainException } from '../../../common/errors/domain.exception';
import { FlightDatesRepository } from '../repositories/flight-dates.repository';
import { FlightDateMessages } from '../services/flight-date-messages.service';
import type { AutoCancelJobData } from './queues';

/**
 * `agreements.auto-cancel`, due 30 minutes after a date's planned start (scheduled when its SHR is accepted): with
 * no DEP by then the flight did not happen, and the centre is told so with a CNL. Anything else that happened to
 * the date meanwhile (a DEP, a CNL by the pilot) makes it a no-op.
 */
@Injectable()
export class AutoCancelJob {
  private readonly logger = new Logger(AutoCancelJob.name);

  constructor(
    private readonly dates: FlightDatesRepository,
    private readonly messages: FlightDateMessages,
  ) {}

  async run(job: JobContext<AutoCancelJobData>): Promise<void> {
    const date = await this.dates.find(job.data.dateId);
    if (!date || date.status !== 'ALLOWED' || date.departedAt) return;
    try {
      await this.messages.queue({ kind: 'SYSTEM' }, date.flightRequestId, date.dateId, 'CNL');
    } catch (error) {
      // The rules said no under the lock (the pilot acted in the same instant): nothing to cancel.
      if (error instanceof DomainException && error.code === 'agreements.message-not-allowed') {
        this.logger.log(`Auto-cancel of ${date.dateId} not needed: ${error.message}`);
        return;
      }
      throw error;
    }
  }
}
