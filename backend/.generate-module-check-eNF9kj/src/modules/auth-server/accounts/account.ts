import type { RealmRole } from '../auth-server.constants';

/** A person who can sign in to the embedded provider. `id` is the token `sub`. */
export interface Account {
  id: string;
  /** What the person types to sign in; an e-mail address, also the token's `preferred_username`. */
  login: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** Interface language the person chose (`ru` or `en`); the token's `locale`. */
  locale: string;
  realmRoles: RealmRole[];
  enabled: boolean;
  createdAt: Date;
}

/** An account as stored, with its password hash; never leaves the accounts folder. */
export interface StoredAccount extends Account {
  passwordHash: string;
}

/** Data needed to create an account; the password arrives in clear and is hashed by the repository. */
export interface NewAccount {
  id?: string;
  login: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  locale: string;
  realmRoles: readonly RealmRole[];
  password: string;
}

/** Full name as Keycloak builds the `name` claim. */
export function fullName(account: Pick<Account, 'givenName' | 'familyName'>): string {
  return [account.givenName, account.familyName].filter(Boolean).join(' ');
}
