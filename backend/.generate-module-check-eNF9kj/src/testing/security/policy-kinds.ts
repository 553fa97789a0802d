import type { RealmRole } from '../../common/auth/principal';
import { DEMO_IDENTITIES } from '../demo-identities';

/**
 * Who may call each registered route: the one place a route's access is declared, checked by
 * `route-matrix.integration-spec.ts` against every identity of issue 9. A new route fails that test until
 * it is declared here; a declared route that no longer exists fails it too.
 *
 * Keys are the routes as the HTTP server records them (`src/bootstrap/route-table.ts`): "METHOD /path" with
 * Fastify's `:param` placeholders.
 */
export type Audience =
  /** Anyone, no token needed. `checksTokenItself`: the handler reads a token of its own (a query parameter) and may answer 401. */
  | { kind: 'public'; checksTokenItself?: boolean }
  /** Any valid token, whatever its roles. */
  | { kind: 'authenticated' }
  /** A valid token holding at least one of these realm roles; other callers get 403. */
  | { kind: 'roles'; roles: readonly RealmRole[] }
  /**
   * A valid token of a member of an authority's staff (authority-staff module: a row of authority_employees
   * joined by the user), whatever its realm roles: an invited employee signs up as anyone does. Others get 403.
   */
  | { kind: 'authorityStaff' }
  /**
   * A valid token of a company's employee (companies module: a row of company_employees), whatever its realm roles;
   * `adminOnly`: the employee must hold ADMIN or MANAGER. Others get 403.
   */
  | { kind: 'companyStaff'; adminOnly: boolean };

export interface AccessPolicy {
  audience: Audience;
  /**
   * The route answers the caller's own data: another user's id is a 404 exactly like a missing one, and no
   * answer shows another user's data. `protectedReadableBy`: reviewers who may also read another user's
   * PROTECTED files (never PERSONAL_DATA ones).
   */
  ownerScoped?: { protectedReadableBy?: readonly RealmRole[] };
}

export const publicRoute = (options: { checksTokenItself?: boolean } = {}): AccessPolicy => ({ audience: { kind: 'public', ...options } });
export const authenticated = (): AccessPolicy => ({ audience: { kind: 'authenticated' } });
export const role = (...roles: RealmRole[]): AccessPolicy => ({ audience: { kind: 'roles', roles } });
export const ownerScoped = (policy: AccessPolicy, options: { protectedReadableBy?: readonly RealmRole[] } = {}): AccessPolicy => ({
  ...policy,
  ownerScoped: options,
});

/** A route of the authority area: members of an authority's staff only (the service checks the membership). */
export const authorityStaff = (): AccessPolicy => ({ audience: { kind: 'authorityStaff' } });

/** The matrix identities on an authority's staff: the demo authority, a seeded employee of the Moscow zonal centre. */
export const AUTHORITY_STAFF_SUBJECTS: readonly string[] = [DEMO_IDENTITIES.authority.sub];

/** A route of the company area: any employee of a company (the guard checks the membership). */
export const companyStaff = (): AccessPolicy => ({ audience: { kind: 'companyStaff', adminOnly: false } });

/** A route of the company area for company admins only: staff role ADMIN or MANAGER. */
export const companyAdmin = (): AccessPolicy => ({ audience: { kind: 'companyStaff', adminOnly: true } });

/** The matrix identities who are a company's admins: the demo company's ADMIN (seeded by the companies module). */
export const COMPANY_ADMIN_SUBJECTS: readonly string[] = [DEMO_IDENTITIES.company.sub];

/** The matrix identities on a company's staff: its admin and the demo company's PILOT. */
export const COMPANY_STAFF_SUBJECTS: readonly string[] = [...COMPANY_ADMIN_SUBJECTS, DEMO_IDENTITIES.companyPilot.sub];
