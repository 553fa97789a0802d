import { randomUUID } from 'node:crypto';
import type { RealmRole } from '../../common/auth/principal';
import { DEMO_IDENTITIES, type DemoIdentity } from '../demo-identities';
import type { TestTokenIssuer } from '../test-token-issuer';

/** The callers of the security suites: who they are and the Authorization header they send (none for anonymous). */
export interface Caller {
  name: string;
  identity: DemoIdentity | null;
  roles: readonly string[];
  authorization: string | undefined;
}

const person = (sub: string, login: string, givenName: string, familyName: string, roles: RealmRole[]): DemoIdentity => ({
  sub,
  login,
  givenName,
  familyName,
  roles,
});

/**
 * The identity matrix of issue 9. Company A's admin and pilot are the demo company's seeded ADMIN and PILOT;
 * company B's admin and authority B are tokens with the realm role alone (no one's staff), each with a subject
 * of its own. The two pilots are fresh accounts (subjects made per run) so that pilot A's data is only what the
 * suite gives it.
 */
export function matrixIdentities(): Record<string, DemoIdentity | null> {
  const run = randomUUID().slice(0, 8);
  const fresh = (name: string, roles: RealmRole[], givenName: string, familyName: string) =>
    person(randomUUID(), `${name}-${run}@nebo.test`, givenName, familyName, roles);
  return {
    anonymous: null,
    pilotA: fresh('pilot-a', ['user', 'individual'], 'Ivan', 'Alpha'),
    pilotB: fresh('pilot-b', ['user', 'individual'], 'Boris', 'Beta'),
    companyAdminA: DEMO_IDENTITIES.company,
    companyAdminB: fresh('company-b-admin', ['user', 'juridical'], 'Vera', 'Gamma'),
    companyPilotA: DEMO_IDENTITIES.companyPilot,
    authorityA: DEMO_IDENTITIES.authority,
    authorityB: fresh('authority-b', ['user', 'authority'], 'Denis', 'Epsilon'),
    reviewer: DEMO_IDENTITIES.reviewer,
    admin: DEMO_IDENTITIES.admin,
  };
}

export async function callersFor(issuer: TestTokenIssuer, identities: Record<string, DemoIdentity | null>): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const [name, identity] of Object.entries(identities)) {
    callers.push({
      name,
      identity,
      roles: identity?.roles ?? [],
      authorization: identity ? `Bearer ${await issuer.tokenForIdentity(identity)}` : undefined,
    });
  }
  return callers;
}
