import type { RealmRole } from '@nebo/shared-vocabulary';

/**
 * Fixed names of the embedded OpenID Connect provider. They mirror the Keycloak realm export in
 * deploy/keycloak/realm-nebo.json, so that a real Keycloak can replace the embedded provider by
 * configuration alone (docs/contracts.md, "Identity").
 */

/** Path the provider is mounted under; the issuer is `${PUBLIC_URL}${REALM_PATH}` (Keycloak's layout). */
export const REALM_PATH = '/realms/nebo';

/** Keycloak's protocol prefix under the realm; every OIDC endpoint lives below it. */
export const PROTOCOL_PATH = '/protocol/openid-connect';

/** The single first-party client: the shell (keycloak-js, public, PKCE S256). */
export const PORTAL_CLIENT_ID = 'nebo-portal';

/** Audience every access token carries; the backend checks it when AUTH_AUDIENCE is set. */
export const API_AUDIENCE = 'nebo-api';

/**
 * Resource indicator (RFC 8707) standing for the API. oidc-provider requires an absolute URI here;
 * the token's `aud` is the plain audience above.
 */
export const API_RESOURCE_INDICATOR = 'urn:nebo:api';

/** Scopes the portal may ask for; the access token's `scope` carries the granted subset. */
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email'] as const;

export { REALM_ROLES, type RealmRole } from '@nebo/shared-vocabulary';

/** Roles of an account that registered itself. */
export const SELF_REGISTERED_ROLES: readonly RealmRole[] = ['user', 'individual'];

/** Pages of the shell the portal client may return to after sign-in (ru and en). */
export const LOGIN_RETURN_PATHS = ['/logging/', '/en/logging/'] as const;
