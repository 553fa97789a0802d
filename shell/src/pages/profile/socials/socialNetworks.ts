import { api, apiBaseUrl, protectedFileUrl } from '@nebo/shared-ui';

/** The social networks (docs/requirements.md#ui-profile), in that order: the `{provider}` of the bind and unbind calls. */
export const SOCIAL_NETWORKS = ['vk', 'yandex', 'mailru', 'google', 'facebook', 'instagram', 'esia', 'telegram', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export function isSocialNetwork(value: string | null | undefined): value is SocialNetwork {
  return typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

/** What the backend reports in `socialError` when it sends the browser back (backend users README). */
export const BIND_ERRORS = [
  'not-configured',
  'unknown-provider',
  'already-bound',
  'bound-to-another-user',
  'denied',
  'provider-failed',
] as const;
export type BindError = (typeof BIND_ERRORS)[number];

/** The query parameter this page adds to its own return address, so the outcome names its provider. */
export const PROVIDER_PARAM = 'provider';

export type BindOutcome = { provider: SocialNetwork; bound: true } | { provider: SocialNetwork; error: BindError };

/**
 * The outcome in the return address: `socialBound={provider}` after a binding, or our `provider` plus the
 * backend's `socialError`. Anything else (no outcome, an unknown value) is null.
 */
export function bindOutcomeOf(search: URLSearchParams): BindOutcome | null {
  const bound = search.get('socialBound');
  if (isSocialNetwork(bound)) return { provider: bound, bound: true };
  const provider = search.get(PROVIDER_PARAM);
  const error = search.get('socialError');
  if (!isSocialNetwork(provider) || !error) return null;
  return { provider, error: (BIND_ERRORS as readonly string[]).includes(error) ? (error as BindError) : 'provider-failed' };
}

/** The return address without the outcome's parameters, so a reload does not report it twice. */
export function withoutOutcome(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of [PROVIDER_PARAM, 'socialBound', 'socialError']) rest.delete(name);
  const query = rest.toString();
  return query ? `?${query}` : '';
}

/**
 * The address of the bind navigation (docs/requirements.md#ui-profile): GET …/socials/bind/{provider} with `redirect_url`
 * (this page, naming the provider) and `access_token` — a browser navigation cannot send a header. The
 * token is added as for protected files: a fresh one, refreshed first when about to expire.
 */
export async function bindAddress(provider: SocialNetwork, returnPage: string): Promise<string> {
  const back = new URL(returnPage);
  back.searchParams.set(PROVIDER_PARAM, provider);
  const base = `${apiBaseUrl().replace(/\/+$/, '')}/api/user/current/socials/bind/${provider}?redirect_url=${encodeURIComponent(back.href)}`;
  return protectedFileUrl(base);
}

/** DELETE …/socials/unbind/{provider}; 404 (nothing bound, e.g. unbound in another tab) is the caller's to explain. */
export function unbindSocial(provider: SocialNetwork): Promise<void> {
  return api.delete(`/api/user/current/socials/unbind/${provider}`, { ignoreStatuses: [404] });
}

/** GET /api/user/current/socials/providers: each network of the spec and whether the platform is set up to bind it. */
export interface SocialProvider {
  name: string;
  configured: boolean;
}

export const SOCIAL_PROVIDERS_QUERY_KEY = ['user', 'current', 'socials', 'providers'] as const;

/**
 * The networks a bind can start for. Asked before any attempt, so a row can say "not set up" up front
 * instead of after a round trip through the backend; a network the answer leaves out counts as not set up.
 */
export async function fetchConfiguredNetworks(): Promise<SocialNetwork[]> {
  const answer = await api.get<{ data: SocialProvider[] }>('/api/user/current/socials/providers');
  const configured = new Set(answer.data.filter((provider) => provider.configured).map((provider) => provider.name));
  return SOCIAL_NETWORKS.filter((network) => configured.has(network));
}
