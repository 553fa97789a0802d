import { adminMayVisit } from '../routing/guardRules';
import { isPublicPath } from '../routing/publicPaths';
import type { Audience } from './audience';
import type { NavGroupDef, NavLinkDef } from './navTable';

/** Paths the shell renders itself (and the public site's: routing/publicPaths.ts); anything else must belong to a deployed remote. */
const SHELL_PATHS = ['/', '/profile/', '/logging/', '/timed-out/'];

export function isShellPath(path: string): boolean {
  return isPublicPath(path) || SHELL_PATHS.some((shellPath) => (shellPath === '/' ? path === '/' : path.startsWith(shellPath)));
}

export interface NavContext {
  audience: Audience;
  /** Whether a locale-neutral path is served by a remote of this deployment. */
  hasRoute: (path: string) => boolean;
  /** The signed-in user's roles (links with `scopes` read them); none for a visitor. */
  scope?: readonly string[];
}

function isForUser(link: NavLinkDef, audience: Audience, scope: readonly string[]): boolean {
  if (link.audiences.includes(audience)) return true;
  return audience !== 'unauthorized' && (link.scopes ?? []).some((role) => scope.includes(role));
}

export function isLinkVisible(link: NavLinkDef, { audience, hasRoute, scope = [] }: NavContext): boolean {
  if (!isForUser(link, audience, scope)) return false;
  // Admins are kept inside the admin area: a link that would bounce them back is not shown.
  if (audience === 'admin' && !adminMayVisit(link.path)) return false;
  return isShellPath(link.path) || hasRoute(link.path);
}

/**
 * The navigation a user sees: links filtered by role AND by what this deployment has
 * (a link into a remote that is not deployed is hidden); groups left empty disappear.
 */
export function visibleNav(groups: readonly NavGroupDef[], context: NavContext): NavGroupDef[] {
  return groups
    .map((group) => ({ ...group, links: group.links.filter((link) => isLinkVisible(link, context)) }))
    .filter((group) => group.links.length > 0);
}
