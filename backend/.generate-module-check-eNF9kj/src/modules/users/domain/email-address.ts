/** RFC 5321's limit on a forward path; the identity provider stores the same bound. */
export const EMAIL_MAX_LENGTH = 254;

/** One "@", no spaces, a dot in the domain: catches typos without refusing real addresses (same as sign-up). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export type EmailResult = { ok: true; email: string } | { ok: false; error: string };

export function normalizeEmail(input: string): EmailResult {
  const email = input.trim();
  if (email === '') return { ok: false, error: 'email should not be empty' };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, error: `email must be shorter than or equal to ${EMAIL_MAX_LENGTH} characters` };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: 'email must be an e-mail address, for example name@example.ru' };
  return { ok: true, email };
}
