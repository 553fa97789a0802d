import type { UserSummary } from '@nebo/shared-ui';
import type { Audience } from './audience';

/**
 * The external marketplace link (P1 §2, docs/requirements.md#public-site): shown to everyone but authority
 * staff, and only when the deployment names the marketplace (`marketplaceUrl`).
 */
export function marketplaceUrlFor(audience: Audience, configured: string | null | undefined): string | null {
  if (!configured || audience === 'authority') return null;
  return configured;
}

/**
 * "If the profile lacks the information needed for flying, a popup asks to fill it" (P1 §2): a signed-in
 * individual whose summary says they may not fly ([allowed to fly](#decision-allowed-to-fly): identity,
 * passport and a drone). Visitors, companies and admins go straight there; an unknown summary asks nothing.
 */
export function asksToFillProfile(audience: Audience, summary: Pick<UserSummary, 'allowedToFly'> | null | undefined): boolean {
  return audience === 'simple' && summary?.allowedToFly === false;
}
