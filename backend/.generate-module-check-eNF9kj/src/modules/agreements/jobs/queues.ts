import type { JobQueueOptions } from '../../jobs/ports/job-workers';

/** The agreements' job queues (pg-boss) and how each retries. */
export const QUEUES = {
  submit: 'agreements.submit',
  sendMessage: 'agreements.send-message',
  poll: 'agreements.poll',
  autoCancel: 'agreements.auto-cancel',
  health: 'agreements.health',
  expire: 'agreements.expire',
} as const;

/** A submission is retried with back-off for as long as a centre may plausibly be down (50 tries ≈ days). */
export const SUBMIT_OPTIONS: JobQueueOptions = { retryLimit: 50, retryBackoff: true, retryDelay: 2, expireInSeconds: 120 };
/** A flight message matters within minutes to hours: the same back-off, fewer tries. */
export const SEND_MESSAGE_OPTIONS: JobQueueOptions = { retryLimit: 20, retryBackoff: true, retryDelay: 2, expireInSeconds: 120 };
/** A poll re-enqueues itself; a failure of the poll itself is retried a few times only. */
export const POLL_OPTIONS: JobQueueOptions = { retryLimit: 3, retryBackoff: true, retryDelay: 5, expireInSeconds: 120 };
export const AUTO_CANCEL_OPTIONS: JobQueueOptions = { retryLimit: 10, retryBackoff: true, retryDelay: 5, expireInSeconds: 120 };
/** The expiry sweep runs every five minutes; a failed run is simply the next run's work. */
export const EXPIRE_OPTIONS: JobQueueOptions = { retryLimit: 0, retryBackoff: false, retryDelay: 0, expireInSeconds: 120 };
export const HEALTH_OPTIONS: JobQueueOptions = { retryLimit: 0, retryBackoff: false, retryDelay: 0, expireInSeconds: 60 };

export interface DeliveryJob {
  deliveryId: string;
}

export interface PollJobData {
  subject: 'SUBMISSION' | 'MESSAGE';
  /** The flight id (SUBMISSION) or the message id (MESSAGE). */
  id: string;
  attempt: number;
  /** ISO instant of the first poll: polling stops 72 hours after it. */
  startedAt: string;
}

export interface AutoCancelJobData {
  dateId: string;
}
