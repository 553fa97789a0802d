import { api, isApiError } from '@nebo/shared-ui';

export type EmailChangeAction = 'confirm' | 'undo';

/** What using a link came to; the landing page has a text for each. */
export type LinkOutcome =
  | { kind: 'done'; email: string }
  | { kind: 'expired' }
  | { kind: 'used' }
  | { kind: 'invalid' }
  /** The address (new on confirm, previous on undo) now belongs to another account. */
  | { kind: 'taken' }
  /** No answer, or one the page cannot explain (a 5xx): worth trying again. */
  | { kind: 'failed' };

/**
 * The token of an e-mailed link: it travels in the fragment (`#token=…`, never sent to a server or kept in
 * access logs); `?token=` is read too, for a link a mail program rewrote.
 */
export function linkTokenOf(hash: string, search: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token');
}

/** The public API's answer as an outcome: 404 unknown, 410 expired, 409 used, 409 with `email` taken. */
export function outcomeOfFailure(error: unknown): LinkOutcome {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.statusCode === 404 || error.statusCode === 400) return { kind: 'invalid' };
  if (error.statusCode === 410) return { kind: 'expired' };
  if (error.statusCode === 409) return error.detailedError.some((item) => item.field === 'email') ? { kind: 'taken' } : { kind: 'used' };
  return { kind: 'failed' };
}

/** POST /public/user/email-change/{confirm|undo} without a bearer token: the link's secret is the credential. */
export async function applyEmailChangeLink(action: EmailChangeAction, token: string): Promise<LinkOutcome> {
  try {
    const answer = await api.post<{ email: string }>(
      `/public/user/email-change/${action}`,
      { token },
      { anonymous: true, ignoreStatuses: 'all' },
    );
    return { kind: 'done', email: answer.email };
  } catch (error) {
    return outcomeOfFailure(error);
  }
}
