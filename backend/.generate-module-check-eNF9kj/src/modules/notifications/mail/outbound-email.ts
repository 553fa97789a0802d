/** The job queue that delivers the e-mail of EmailOutbox. */
export const EMAIL_QUEUE = 'email.send';

/**
 * An e-mail as the job stores it: already rendered, so the worker needs no template or locale and a
 * retry sends exactly what the original transaction decided to send.
 */
export interface OutboundEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export function isOutboundEmail(value: unknown): value is OutboundEmail {
  const email = value as Partial<OutboundEmail> | null;
  return (
    typeof email === 'object' &&
    email !== null &&
    typeof email.to === 'string' &&
    typeof email.subject === 'string' &&
    typeof email.text === 'string' &&
    (email.html === undefined || typeof email.html === 'string')
  );
}
