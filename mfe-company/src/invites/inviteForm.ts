import { email as emailRule } from '@nebo/shared-ui';

export const POSITION_MAX_LENGTH = 200;

export interface InviteFormValues {
  email: string;
  roles: string[];
  position: string;
}

/** Message keys (or, for the e-mail's shape, the shared `ui` text) by field. */
export function validateInvite(values: InviteFormValues): Partial<Record<keyof InviteFormValues, string>> {
  const errors: Partial<Record<keyof InviteFormValues, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'invites.form.errors.required';
  else if (emailRule(email)) errors.email = 'invites.form.errors.email';
  if (values.roles.length === 0) errors.roles = 'invites.form.errors.roles';
  if (values.position.trim().length > POSITION_MAX_LENGTH) errors.position = 'invites.form.errors.tooLong';
  return errors;
}

/** Whether the e-mail is worth looking up (a well-formed address). */
export const lookupReady = (email: string): boolean => email.trim() !== '' && !emailRule(email.trim());

export function invitePayload(values: InviteFormValues): { email: string; roles: string[]; position: string | null } {
  return { email: values.email.trim().toLowerCase(), roles: values.roles, position: values.position.trim() || null };
}
