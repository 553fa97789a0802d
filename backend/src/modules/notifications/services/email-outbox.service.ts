import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EMAIL_JOB_KIND, type OutboundEmail } from '../mail/outbound-email';
import { OutboxJobsRepository } from '../repositories/outbox-jobs.repository';
import { OutboxWorker } from './outbox-worker';

/**
 * What other modules use to send e-mail: `enqueue` records the e-mail as an outbox job in the caller's
 * transaction (pass the transaction's EntityManager), so it is sent if and only if the state change
 * commits; the worker then delivers it with retries.
 */
@Injectable()
export class EmailOutbox {
  constructor(
    private readonly jobs: OutboxJobsRepository,
    private readonly worker: OutboxWorker,
  ) {}

  async enqueue(manager: EntityManager, email: OutboundEmail): Promise<string> {
    const id = await this.jobs.insert(manager, EMAIL_JOB_KIND, email);
    // Deliver soon after the commit instead of waiting for the next poll; an early run simply finds nothing.
    this.worker.wakeSoon();
    return id;
  }
}
