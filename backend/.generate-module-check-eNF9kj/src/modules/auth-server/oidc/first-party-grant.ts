import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { PORTAL_CLIENT_ID } from '../auth-server.constants';

/** Clients that belong to the platform itself: people are never asked to "allow Nebo to use Nebo". */
const FIRST_PARTY_CLIENTS = new Set([PORTAL_CLIENT_ID]);

/**
 * oidc-provider's `loadExistingGrant` hook. For a first-party client it finds (or creates) the grant of the
 * signed-in person and widens it to whatever the request asks for, so the consent prompt never fires.
 * Other clients (none today) would get oidc-provider's default behaviour: an existing grant or consent.
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  // A grant of another person or client (for example after switching accounts) must not be reused.
  if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) {
    grant = undefined;
  }
  if (!FIRST_PARTY_CLIENTS.has(client.clientId)) return grant;

  grant ??= new oidc.provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope));
    if (scopes.length > 0) grant.addResourceScope(indicator, scopes);
  }
  await grant.save();
  return grant;
}
