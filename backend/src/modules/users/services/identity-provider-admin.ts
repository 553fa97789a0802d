import type { EntityManager } from 'typeorm';

export type ProviderEmailChange = 'changed' | 'taken' | 'notFound';
export type ProviderPasswordChange = 'sent' | 'notFound';

export interface PasswordChangeRequest {
  subject: string;
  email: string;
  name: string | null;
  locale: 'ru' | 'en';
}

/**
 * What the profile needs from the identity provider, which owns logins and passwords. Two implementations:
 * the embedded provider (same database, so changes commit in the caller's transaction, and the e-mail
 * goes through the platform's outbox) and a real Keycloak (its admin REST API: PUT users/{id} and
 * execute-actions-email with UPDATE_PASSWORD, Keycloak sending the e-mail itself).
 */
export interface IdentityProviderAdmin {
  /** Sets the account's e-mail, which is also its login. */
  changeEmail(manager: EntityManager, subject: string, email: string): Promise<ProviderEmailChange>;
  /** Sends the e-mail with a single-use link to the provider's password-change page. */
  sendPasswordChangeEmail(manager: EntityManager, request: PasswordChangeRequest): Promise<ProviderPasswordChange>;
}

export const IDENTITY_PROVIDER_ADMIN = Symbol('IDENTITY_PROVIDER_ADMIN');
