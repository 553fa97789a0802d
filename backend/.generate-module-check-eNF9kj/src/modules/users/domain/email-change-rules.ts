/** How long the e-mailed links of an e-mail address change work, and how often the confirmation may be re-sent. */
export const EMAIL_CHANGE_RULES = {
  /** The confirmation link to the new address. */
  confirmLinkTtlSeconds: 24 * 60 * 60,
  /** The links to the old address that undo the change (one at the request, one at the confirmation). */
  undoLinkTtlSeconds: 7 * 24 * 60 * 60,
  /** The least time between two confirmation e-mails of one change (someone's inbox is at the other end). */
  resendIntervalSeconds: 60,
} as const;

/** The shell's landing pages of the links (shell/src/pages/email-change/). */
export type EmailChangeLinkAction = 'confirm' | 'undo';

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** An address another account signs in with; refused when the change is asked for and again when it is confirmed. */
export const EMAIL_TAKEN = 'email is already used by another account';
