/**
 * A channel's send failed. `retryable` tells the job whether waiting helps: a peer that is down, slow or answering
 * 5xx may recover (retry with back-off); a peer that refused the request itself (4xx) will refuse it again, so the
 * delivery fails at once. The message is for people (the page shows it as the delivery's last error).
 */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}
