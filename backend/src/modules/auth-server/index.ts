export { mountEmbeddedAuthServer, createEmbeddedAuthServer, type EmbeddedAuthServer } from './embedded-auth-server';
export type { EmbeddedAuthServerDeps, AuthServerLogger } from './auth-server.deps';
export { seedDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts/demo-accounts';
export { authServerMigrations } from './migrations';
export { REALM_PATH, PORTAL_CLIENT_ID, API_AUDIENCE, REALM_ROLES, type RealmRole } from './auth-server.constants';
export { changeAccountEmail, type EmailChangeResult } from './accounts/account-administration';
export type { SqlRunner } from './accounts/account-repository';
export { issuePasswordChangeLink, type PasswordChangeLink, type PasswordChangeLinkRequest } from './actions/password-change';
