/** The user summary (GET /api/user/current/summary), docs/requirements.md#ui-user-summary. */
export interface ProfilePerson {
  firstName?: string | null;
  lastName?: string | null;
  birthdate?: string | null;
}

export interface Employment {
  type: 'JURIDICAL_ENTITY' | 'INDIVIDUAL_ENTREPRENEUR' | 'AUTHORITY' | string;
  name?: string | null;
  employeeId?: string | number | null;
}

export interface UserSummary {
  login: string;
  userName?: string | null;
  userLastName?: string | null;
  userBirthdate?: string | null;
  profilePerson?: ProfilePerson | null;
  employment?: Employment | null;
  fieldGroupsCompletion?: { personIdentity?: boolean } | null;
  dronesCount?: number;
  /** Roles: 'user', 'individual', 'admin', 'juridical', 'moderator', staff roles, 'AUTHORITY'. */
  scope: string[];
  allowedToFly?: boolean;
  companyHasDrones?: boolean;
  companySignersCount?: number;
  companyManagersCount?: number;
}

/** The claims of the access token the front end reads (docs/contracts.md, Identity). */
export interface TokenClaims {
  sub: string;
  exp?: number;
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  locale?: string;
  realm_access?: { roles?: string[] };
}

/** What the shell's auth code plugs into the store so any part of the UI can sign in or out. */
export interface AuthActions {
  /** Start sign-in; `returnTo` is the in-app path to come back to (defaults to the current page). */
  login: (returnTo?: string) => Promise<void>;
  logout: () => Promise<void>;
  register: () => Promise<void>;
}
