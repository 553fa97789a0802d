import { createApiClient, type NeboApi } from '@nebo/shared-api';
import { i18n } from '../i18n/instance';
import { loadingStore } from '../loading/loadingStore';
import { currentApiConfig, isIgnored, type Method } from './client';
import { ApiRequestError, normalizeApiError } from './errors';

/**
 * The typed client (@nebo/shared-api, docs/requirements.md#contract-openapi-types) on the platform's
 * transport: the same token, language, loading bar, one refresh after a 401, errors in the platform's
 * shape and error pages as `apiRequest` (client.ts).
 *
 *   const drone = await callApi((api) => api.GET('/api/user/drones/{id}', { params: { path: { id } } }), { ignoreStatuses: [404] });
 */
export interface TypedCallOptions {
  /** As RequestOptions.ignoreStatuses: statuses this caller handles itself (no error page). */
  ignoreStatuses?: number[] | 'all';
  /** Send without the bearer token (public calls). */
  anonymous?: boolean;
  /** Keep off the loading bar (background polling). */
  silent?: boolean;
}

interface Sent {
  response: Response;
  /** The token was refused and could not be refreshed: the session has ended (already reported). */
  sessionEnded: boolean;
}

async function sendOnce(request: Request, anonymous: boolean): Promise<{ response: Response; authorized: boolean }> {
  const config = currentApiConfig();
  const headers = new Headers(request.headers);
  headers.set('Accept-Language', i18n.language);
  const token = anonymous ? undefined : await config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await config.fetch(new Request(request, { headers }));
  return { response, authorized: Boolean(token) };
}

/** One request on the platform's terms; a 401 to a request that carried a token refreshes it once and retries. */
async function send(request: Request, options: TypedCallOptions): Promise<Sent> {
  const config = currentApiConfig();
  // Kept unread for the retry: a body can be read once.
  const retry = request.clone();
  if (!options.silent) loadingStore.getState().start();
  try {
    const first = await sendOnce(request, Boolean(options.anonymous));
    if (first.response.status !== 401 || !first.authorized) return { response: first.response, sessionEnded: false };
    if (!(await config.refreshAfterUnauthorized())) {
      config.onSessionExpired();
      return { response: first.response, sessionEnded: true };
    }
    return { response: (await sendOnce(retry, Boolean(options.anonymous))).response, sessionEnded: false };
  } finally {
    if (!options.silent) loadingStore.getState().finish();
  }
}

/** The platform's transport as openapi-fetch's `fetch`, for a client of one's own (createApiClient). */
export async function platformFetch(request: Request): Promise<Response> {
  return (await send(request, {})).response;
}

interface TypedResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Runs one typed call and returns its answer, or rejects with ApiRequestError in the error shape, opening
 * the error page for a status the caller does not handle (as `apiRequest`: reads handle none, writes 400,
 * 409 and 422).
 */
export async function callApi<T>(call: (api: NeboApi) => Promise<TypedResult<T>>, options: TypedCallOptions = {}): Promise<T> {
  const config = currentApiConfig();
  let request: { method: Method; path: string } = { method: 'GET', path: '' };
  let sessionEnded = false;
  const api = createApiClient({
    baseUrl: config.baseUrl,
    fetch: async (outgoing) => {
      request = { method: outgoing.method.toUpperCase() as Method, path: new URL(outgoing.url).pathname };
      const sent = await send(outgoing, options);
      sessionEnded = sent.sessionEnded;
      return sent.response;
    },
  });
  const fail = (status: number, body: unknown, fallback: string): never => {
    const error = normalizeApiError({ status, body }, fallback);
    if (!sessionEnded && !isIgnored(error.statusCode, options.ignoreStatuses, request.method)) config.onUnhandledError(error, request);
    throw new ApiRequestError(error);
  };
  let result: TypedResult<T>;
  try {
    result = await call(api);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // No response at all: network down, CORS refusal, backend stopped.
    return fail(0, undefined, i18n.t('ui:errors.network'));
  }
  if (result.response.ok) return result.data as T;
  return fail(result.response.status, result.error, i18n.t('ui:errors.unexpected'));
}
