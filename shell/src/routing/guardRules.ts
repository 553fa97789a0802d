import type { Audience } from '../navigation/audience';

/**
 * The route guards of spec part 1 §2 that concern what exists now, as pure decisions so they can
 * be tested without rendering. Paths are locale-neutral ('/admin/…', never '/en/admin/…').
 */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Show the 404 page ("This page could not be found"). */
  | { kind: 'not-found' }
  /** The page needs a signed-in user: show the 401 page with a sign-in button. */
  | { kind: 'sign-in' }
  /** An admin in a deployment without the admin area: explain instead of redirecting in a loop. */
  | { kind: 'admin-unavailable' };

export const ERROR_PAGE_PATHS = ['/401/', '/403/', '/404/', '/500/', '/502/', '/503/', '/error/'];

/** Where an admin may be: the admin area, system versions, and the shell's service pages. */
const ADMIN_ALLOWED = ['/admin/', '/system-versions/', '/logging/', '/timed-out/', ...ERROR_PAGE_PATHS];

export function adminMayVisit(path: string): boolean {
  return ADMIN_ALLOWED.some((prefix) => path.startsWith(prefix));
}

const isAdminArea = (path: string) => path === '/admin/' || path.startsWith('/admin/');

export interface GuardInput {
  path: string;
  audience: Audience;
  /** Whether this deployment has the admin remote (it owns /admin/). */
  hasAdminArea: boolean;
}

export function decideRoute({ path, audience, hasAdminArea }: GuardInput): GuardDecision {
  if (audience === 'admin') {
    if (isAdminArea(path)) return hasAdminArea ? { kind: 'allow' } : { kind: 'admin-unavailable' };
    if (adminMayVisit(path)) return { kind: 'allow' };
    return hasAdminArea ? { kind: 'redirect', to: '/admin/' } : { kind: 'admin-unavailable' };
  }
  if (isAdminArea(path)) {
    // Spec: non-admins opening /admin/ get /404. A visitor who is not signed in yet may be an
    // admin: offer sign-in rather than claim the page does not exist.
    return audience === 'unauthorized' ? { kind: 'sign-in' } : { kind: 'redirect', to: '/404/' };
  }
  if (audience === 'unauthorized' && requiresSignIn(path)) return { kind: 'sign-in' };
  return { kind: 'allow' };
}

/** Pages only a signed-in user can open (the shell's own; remotes guard their own pages). */
export function requiresSignIn(path: string): boolean {
  return path.startsWith('/profile/');
}
