import type { UserSummary } from '@nebo/shared-ui';
import { audienceOf, isCompanyAdmin, type Audience } from '../navigation/audience';
import { isPublicPath } from './publicPaths';

/**
 * The route guards (docs/requirements.md#ui-route-guards) that concern what exists now, as pure decisions so they can
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
  | { kind: 'admin-unavailable' }
  /** The decision needs the user summary of this navigation: show the loading state, never the page. */
  | { kind: 'loading' }
  /** The summary the decision needs could not be loaded: show an error instead of guessing. */
  | { kind: 'summary-unavailable' };

export const ERROR_PAGE_PATHS = ['/401/', '/403/', '/404/', '/500/', '/502/', '/503/', '/error/'];

/** The landing page of an authority's invitation e-mail: open to every audience (it explains signing in itself). */
export const INVITATION_PATH = '/employee-invitation/';

/**
 * Where an admin may be: the admin area, system versions, the shell's service pages, and the landing pages
 * of e-mailed links (an admin's address can change too; an invitation is explained there, not redirected away).
 */
const ADMIN_ALLOWED = ['/admin/', '/system-versions/', '/logging/', '/timed-out/', '/email-change/', INVITATION_PATH, ...ERROR_PAGE_PATHS];

export function adminMayVisit(path: string): boolean {
  // The public site too (P1 §2: the users group and the footer are shown to admins): docs/requirements.md#public-site.
  return ADMIN_ALLOWED.some((prefix) => path.startsWith(prefix)) || isPublicPath(path);
}

const isAdminArea = (path: string) => path === '/admin/' || path.startsWith('/admin/');

/** The review of company registration requests: the one part of /admin/ a moderator may open (issue 14, D2). */
export const REGISTRATION_REVIEW_PATH = '/admin/company-registration-requests/';

export function isRegistrationReview(path: string): boolean {
  return path.startsWith(REGISTRATION_REVIEW_PATH);
}

/** The scope of a reviewer of company requests who is not an admin. */
export const MODERATOR_SCOPE = 'moderator';

/** The company area (P1 §2): its own pages, for company staff only. */
export const COMPANY_PATH = '/company/';
export const COMPANY_PROFILE_PATH = '/company/profile/';

export function isCompanyArea(path: string): boolean {
  return path.startsWith(COMPANY_PATH);
}

/**
 * Company pages for company admins (ADMIN or MANAGER) only: the invitations tab (P1 §2: "invites (only for company
 * admin)") and the pages that write the company's data, which the server refuses to other staff anyway (D6, D8, D9, D11).
 */
export function isCompanyAdminOnly(path: string): boolean {
  return (
    path.startsWith('/company/profile/invites/') ||
    path.startsWith('/company/profile/edit/') ||
    path.startsWith('/company/profile/documents/edit/') ||
    path.startsWith('/company/profile/payment/edit/') ||
    path.startsWith('/company/profile/drones/new/') ||
    /^\/company\/profile\/drones\/[^/]+\/edit\//.test(path)
  );
}

/**
 * Where a company user may be outside /company/ (P1 §2 sends them into /company/ otherwise): the shell's service
 * pages and the landing pages of e-mailed links (sign-in return, timed-out session, e-mail change, an invitation,
 * the SPPI sign-in return), the error pages, their personal /profile/ (the person behind the account keeps it), and
 * the public information pages the navigation shows them (the /flight/ landing, the map, system versions and the
 * informational pages of the "users" and footer groups).
 */
const COMPANY_ALLOWED_PREFIXES = [
  '/logging/',
  '/timed-out/',
  '/email-change/',
  INVITATION_PATH,
  '/sppi-redirect/',
  '/redirect/',
  ...ERROR_PAGE_PATHS,
  '/profile/',
  '/map/',
  '/system-versions/',
  '/about/',
  '/faq/',
  '/flight-rules/',
  '/legislation/',
  '/stopped-police/',
  '/politics/',
  '/software/',
  '/how-to/',
  '/requisites/',
  '/acquiring/',
  '/tariff/',
  '/partners/',
];
const COMPANY_ALLOWED_EXACT = ['/flight/'];

export function companyMayVisit(path: string): boolean {
  return (
    isCompanyArea(path) ||
    COMPANY_ALLOWED_EXACT.includes(path) ||
    COMPANY_ALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    // The whole public site (news, the marketplace pages, …): docs/requirements.md#public-site.
    isPublicPath(path)
  );
}

/** Where the spec's guards send a user: the profile (no birth date) and the request list (not allowed to fly). */
export const PROFILE_PATH = '/profile/';
export const FLIGHT_REQUESTS_PATH = '/flight/requests/';
const FLIGHT_NEW_PATH = '/flight/new/';

/**
 * Pages of the individual (the drones and the flight requests, docs/requirements.md#ui-route-guards). The /flight/ landing
 * itself is not one: the navigation shows it to visitors and companies too.
 */
export function isIndividualOnly(path: string): boolean {
  return path.startsWith('/drones/') || path.startsWith(FLIGHT_NEW_PATH) || path.startsWith(FLIGHT_REQUESTS_PATH);
}

/**
 * Flight pages that need the pilot's birth date: a flight request names its pilot, whose identity must
 * be complete first. Drones are not among them: a drone can be registered before the profile is done.
 */
export function needsBirthdate(path: string): boolean {
  return path.startsWith(FLIGHT_NEW_PATH) || path.startsWith(FLIGHT_REQUESTS_PATH);
}

/**
 * Pages that need "allowed to fly" (a drone and a complete identity, docs/requirements.md#ui-route-guards): filing a new request.
 * Not the request list, where the "not allowed" guard sends the user (and where old requests stay readable).
 */
export function needsAllowedToFly(path: string): boolean {
  return path.startsWith(FLIGHT_NEW_PATH);
}

/**
 * The decision on this path reads the summary's facts, so the summary must be current (≤ 3 s) first. The company
 * area is among them (P1 §2: "before showing company pages, the user summary is loaded"): the token alone does not
 * say whether the user works for a company, nor with which roles.
 */
export function needsCurrentSummary(path: string): boolean {
  return needsBirthdate(path) || needsAllowedToFly(path) || isCompanyArea(path);
}

/**
 * The user summary as the guard sees it for this navigation: still loading, loaded (current), or failed
 * (the summary call tolerates 404 and 500 and then leaves no summary behind).
 */
export type GuardSummary = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; summary: UserSummary };

export function birthdateOf(summary: UserSummary): string | null {
  return summary.userBirthdate || summary.profilePerson?.birthdate || null;
}

export interface GuardInput {
  path: string;
  audience: Audience;
  /** Whether this deployment has the admin remote (it owns /admin/). */
  hasAdminArea: boolean;
  /** Whether this deployment has the company remote (it owns /company/); without it company users are not sent there. */
  hasCompanyArea?: boolean;
  /** The user's roles: the summary's scope once loaded, the token's roles until then. */
  scope?: readonly string[];
  /** Needed only where needsCurrentSummary(path); elsewhere it is not read. */
  summary?: GuardSummary;
  /**
   * The last summary loaded, however old. The company area decides on it while a newer one loads, so moving
   * between company pages does not blank the page each time (a changed membership applies once the reload lands).
   */
  knownSummary?: UserSummary | null;
}

export function decideRoute({
  path,
  audience,
  hasAdminArea,
  hasCompanyArea = true,
  scope = [],
  summary = { state: 'loading' },
  knownSummary = null,
}: GuardInput): GuardDecision {
  if (audience === 'admin') {
    if (isAdminArea(path)) return hasAdminArea ? { kind: 'allow' } : { kind: 'admin-unavailable' };
    if (adminMayVisit(path)) return { kind: 'allow' };
    return hasAdminArea ? { kind: 'redirect', to: '/admin/' } : { kind: 'admin-unavailable' };
  }
  if (isAdminArea(path)) {
    // Spec: non-admins opening /admin/ get /404. A visitor who is not signed in yet may be an
    // admin: offer sign-in rather than claim the page does not exist.
    if (audience === 'unauthorized') return { kind: 'sign-in' };
    // A moderator reviews company registration requests (D2), and sees nothing else of the admin area.
    if (isRegistrationReview(path) && scope.includes(MODERATOR_SCOPE)) {
      return hasAdminArea ? { kind: 'allow' } : { kind: 'admin-unavailable' };
    }
    return { kind: 'redirect', to: '/404/' };
  }
  if (audience === 'unauthorized') return requiresSignIn(path) ? { kind: 'sign-in' } : { kind: 'allow' };
  if (isCompanyArea(path))
    return decideCompanyPage(path, summary.state === 'loading' && knownSummary ? { state: 'ready', summary: knownSummary } : summary);
  if (audience === 'company' && hasCompanyArea && !companyMayVisit(path)) return { kind: 'redirect', to: COMPANY_PATH };
  if (isIndividualOnly(path)) return decideIndividualPage(path, scope, summary);
  return { kind: 'allow' };
}

/**
 * P1 §2: the company area is for company staff (others go home), and its admin pages for company admins (others
 * back to the company profile). Decided on the current summary's scope, never on the token's roles alone.
 */
function decideCompanyPage(path: string, summary: GuardSummary): GuardDecision {
  if (summary.state === 'loading') return { kind: 'loading' };
  if (summary.state === 'failed') return { kind: 'summary-unavailable' };
  const scope = summary.summary.scope ?? [];
  if (audienceOf(true, scope) !== 'company') return { kind: 'redirect', to: '/' };
  if (isCompanyAdminOnly(path) && !isCompanyAdmin(scope)) return { kind: 'redirect', to: COMPANY_PROFILE_PATH };
  return { kind: 'allow' };
}

/** docs/requirements.md#ui-route-guards, in this order: individual scope (else home), birth date (else /profile/), allowed to fly (else /flight/requests/). */
function decideIndividualPage(path: string, scope: readonly string[], summary: GuardSummary): GuardDecision {
  if (!scope.includes('individual')) return { kind: 'redirect', to: '/' };
  if (!needsCurrentSummary(path)) return { kind: 'allow' };
  if (summary.state === 'loading') return { kind: 'loading' };
  if (summary.state === 'failed') return { kind: 'summary-unavailable' };
  if (needsBirthdate(path) && !birthdateOf(summary.summary)) return { kind: 'redirect', to: PROFILE_PATH };
  if (needsAllowedToFly(path) && !summary.summary.allowedToFly) return { kind: 'redirect', to: FLIGHT_REQUESTS_PATH };
  return { kind: 'allow' };
}

/**
 * Pages only a signed-in user can open: the profile, the individual's pages and the company area. The visitor is
 * asked to sign in there (and comes back after), rather than being sent home without a word.
 */
export function requiresSignIn(path: string): boolean {
  return path.startsWith('/profile/') || isIndividualOnly(path) || isCompanyArea(path);
}
