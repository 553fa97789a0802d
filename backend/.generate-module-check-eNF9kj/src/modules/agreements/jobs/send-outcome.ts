import { HttpException } from '@nestjs/common';
import { ChannelError } from '../channels/channel-error';

/**
 * A failed send is final when the peer refused the request itself, when the platform could not build it (a 4xx
 * of our own: missing data, the SPPI session gone — waiting does not repair those, the pilot must act), or when
 * the queue's retries are used up. An unreachable peer (5xx, timeouts) is retried.
 */
export function isFinalFailure(error: unknown, retryCount: number, retryLimit: number): boolean {
  if (error instanceof ChannelError) return !error.retryable || retryCount >= retryLimit;
  if (error instanceof HttpException && error.getStatus() < 500) return true;
  return retryCount >= retryLimit;
}

/** The error as the page shows it: one line, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}
