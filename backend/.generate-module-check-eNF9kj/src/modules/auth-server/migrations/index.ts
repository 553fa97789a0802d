import { AuthAccounts1763800100000 } from './1763800100000-auth-accounts';
import { AuthOidcStore1763800100001 } from './1763800100001-auth-oidc-store';
import { AuthSecrets1763800100002 } from './1763800100002-auth-secrets';
import { AuthActionTokens1763800300001 } from './1763800300001-auth-action-tokens';
import { AuthSignInLimits1795500000001 } from './1795500000001-auth-sign-in-limits';
import { AuthPayloadAccountIndex1795500000002 } from './1795500000002-auth-payload-account-index';

/** Migrations of the embedded OpenID Connect provider, in order; add them to the backend's DataSource. */
export const authServerMigrations = [
  AuthAccounts1763800100000,
  AuthOidcStore1763800100001,
  AuthSecrets1763800100002,
  AuthActionTokens1763800300001,
  AuthSignInLimits1795500000001,
  AuthPayloadAccountIndex1795500000002,
];
