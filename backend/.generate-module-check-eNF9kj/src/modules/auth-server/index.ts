export { mountEmbeddedAuthServer, createEmbeddedAuthServer, type EmbeddedAuthServer } from './embedded-auth-server';
export type { EmbeddedAuthServerDeps, AuthServerLogger, AccessTokenCutoff, TrustedProxies } from './auth-server.deps';
export { seedDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts/demo-accounts';
export { authServerMigrations } from './migrations';
export { REALM_PATH, PORTAL_CLIENT_ID, API_AUDIENCE, REALM_ROLES, type RealmRole } from './auth-server.constants';
export {
  changeAccountEmail,
  checkAccountPassword,
  isEmailFreeFor,
  revokeAccountSessions,
  type EmailChangeResult,
  type PasswordCheckResult,
} from './accounts/account-administration';
export { disableAccount, type DisableAccountResult } from './accounts/disable-account';
export type { SqlRunner } from './accounts/account-repository';
export { issuePasswordChangeLink, type PasswordChangeLink, type PasswordChangeLinkRequest } from './actions/password-change';
