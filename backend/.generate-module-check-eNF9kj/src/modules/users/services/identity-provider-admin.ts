import type { EntityManager } from 'typeorm';

export type ProviderEmailChange = 'changed' | 'taken' | 'notFound';
export type ProviderPasswordChange = 'sent' | 'notFound';
export type ProviderPasswordCheck = 'valid' | 'invalid' | 'notFound';

export interface PasswordChangeRequest {
  subject: string;
  email: string;
  name: string | null;
  locale: 'ru' | 'en';
}

/**
 * What the profile needs from the identity provider, which owns logins, passwords and sessions. Two
 * implementations: the embedded provider (same database, so changes commit in the caller's transaction,
 * and the e-mail goes through the platform's outbox) and a real Keycloak (its admin REST API and token
 * endpoint; Keycloak sends its password-change e-mail itself).
 */
export interface IdentityProviderAdmin {
  /** Whether `password` is the account's current password (the caller throttles the attempts). */
  checkPassword(manager: EntityManager, subject: string, password: string): Promise<ProviderPasswordCheck>;
  /** Whether no other account of the provider has this address as its e-mail or login. */
  isEmailFree(manager: EntityManager, subject: string, email: string): Promise<boolean>;
  /** Sets the account's e-mail, which is also its login. */
  changeEmail(manager: EntityManager, subject: string, email: string): Promise<ProviderEmailChange>;
  /** Sends the e-mail with a single-use link to the provider's password-change page. */
  sendPasswordChangeEmail(manager: EntityManager, request: PasswordChangeRequest): Promise<ProviderPasswordChange>;
  /** Ends every session of the account at the provider: browser sessions and refresh tokens. */
  signOutEverywhere(manager: EntityManager, subject: string): Promise<void>;
}

export const IDENTITY_PROVIDER_ADMIN = Symbol('IDENTITY_PROVIDER_ADMIN');
