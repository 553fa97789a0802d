import { i18n } from '../i18n/instance';
import { loadingStore } from '../loading/loadingStore';
import { ApiRequestError, normalizeApiError, type ApiError } from './errors';
import { serializeQuery, type ArrayFormat, type QueryObject } from './query';

/**
 * The one HTTP client of the front end. The shell configures it once (API origin, token source,
 * what to do with failures); remotes only call `apiRequest` / `api.*`.
 */
export interface ApiClientConfig {
  /** Origin of the backend, e.g. 'http://localhost:3000' (from the deployment file). */
  baseUrl: string;
  /** The current access token, refreshed first if it is about to expire. */
  getToken: () => Promise<string | undefined>;
  /**
   * Forces a token refresh after a 401. Resolves true when a new token is available,
   * false when the session has ended (the client then reports `onSessionExpired`).
   */
  refreshAfterUnauthorized: () => Promise<boolean>;
  onSessionExpired: () => void;
  /** Failures the caller did not declare as its own (page-level handling: error pages). */
  onUnhandledError: (error: ApiError, request: { method: string; path: string }) => void;
  fetch: typeof fetch;
}

const defaults: ApiClientConfig = {
  baseUrl: '',
  getToken: async () => undefined,
  refreshAfterUnauthorized: async () => false,
  onSessionExpired: () => undefined,
  onUnhandledError: () => undefined,
  fetch: (...args) => globalThis.fetch(...args),
};

let config: ApiClientConfig = { ...defaults };

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

/** Test hook: back to an unconfigured client. */
export function resetApiClient(): void {
  config = { ...defaults };
}

export function apiBaseUrl(): string {
  return config.baseUrl;
}

/** The live configuration, for transports beside fetch (api/upload.ts uses XMLHttpRequest). Not exported from the package. */
export function currentApiConfig(): Readonly<ApiClientConfig> {
  return config;
}

export type ResponseType = 'json' | 'text' | 'blob' | 'arrayBuffer';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  query?: QueryObject;
  arrayFormat?: ArrayFormat;
  /** FormData is sent as multipart, a string as plain text, anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  /**
   * Statuses this caller handles itself (no error page). 'all' for every status.
   * Default: none for reads; 400, 409 and 422 for writes, whose field errors belong to a form.
   */
  ignoreStatuses?: number[] | 'all';
  /** Send without the bearer token (public calls). */
  anonymous?: boolean;
  /** Keep off the loading bar (background polling). */
  silent?: boolean;
  signal?: AbortSignal;
}

const FORM_STATUSES = [400, 409, 422];

export function urlOf(path: string, query: QueryObject | undefined, arrayFormat: ArrayFormat | undefined): string {
  const absolute = /^https?:\/\//i.test(path) ? path : `${config.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = serializeQuery(query, arrayFormat);
  if (!search) return absolute;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  if (typeof body === 'string') {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain;charset=UTF-8');
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response, type: ResponseType): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (type === 'blob') return response.blob();
  if (type === 'arrayBuffer') return response.arrayBuffer();
  const text = await response.text();
  if (type === 'text') return text;
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('json')) return JSON.parse(text) as unknown;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readFailureBody(response: Response): Promise<unknown> {
  try {
    return await response.arrayBuffer();
  } catch {
    return undefined;
  }
}

export function isIgnored(status: number, ignore: RequestOptions['ignoreStatuses'], method: Method): boolean {
  if (ignore === 'all') return true;
  const list = ignore ?? (method === 'GET' ? [] : FORM_STATUSES);
  return list.includes(status);
}

/** Sends once; `authorized` says whether a bearer token went with it (only then can a 401 mean "expired"). */
async function send(
  path: string,
  options: RequestOptions,
  method: Method,
  withToken: boolean,
): Promise<{ response: Response; authorized: boolean }> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept'))
    headers.set('Accept', options.responseType === 'text' ? 'text/plain, */*' : 'application/json, text/plain, */*');
  headers.set('Accept-Language', i18n.language);
  let authorized = false;
  if (withToken) {
    const token = await config.getToken();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
      authorized = true;
    }
  }
  const body = encodeBody(options.body, headers);
  const response = await config.fetch(urlOf(path, options.query, options.arrayFormat), { method, headers, body, signal: options.signal });
  return { response, authorized };
}

function fail(error: ApiError, path: string, method: Method, options: RequestOptions): never {
  if (!isIgnored(error.statusCode, options.ignoreStatuses, method)) {
    config.onUnhandledError(error, { method, path });
  }
  throw new ApiRequestError(error);
}

/**
 * Sends one call. Resolves with the parsed body; rejects with ApiRequestError in the error shape.
 * A 401 on an authenticated call forces one token refresh and one retry.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const unexpected = i18n.t('ui:errors.unexpected');
  const withToken = !options.anonymous;
  if (!options.silent) loadingStore.getState().start();
  try {
    let response: Response;
    try {
      const first = await send(path, options, method, withToken);
      response = first.response;
      if (response.status === 401 && first.authorized) {
        const refreshed = await config.refreshAfterUnauthorized();
        if (!refreshed) {
          config.onSessionExpired();
          throw new ApiRequestError(normalizeApiError({ status: 401, body: await readFailureBody(response) }, unexpected));
        }
        response = (await send(path, options, method, withToken)).response;
      }
    } catch (cause) {
      if (cause instanceof ApiRequestError) throw cause;
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      // No response at all: network down, CORS refusal, backend stopped.
      return fail(normalizeApiError({ status: 0 }, i18n.t('ui:errors.network')), path, method, options);
    }
    if (!response.ok) {
      return fail(normalizeApiError({ status: response.status, body: await readFailureBody(response) }, unexpected), path, method, options);
    }
    return (await readBody(response, options.responseType ?? 'json')) as T;
  } finally {
    if (!options.silent) loadingStore.getState().finish();
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = void>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};

/** A list answer of the API: `data` plus `meta.totalCount`. */
export interface ListResponse<T> {
  data: T[];
  meta: { totalCount: number };
}

/** A single answer wrapped in `data` (dictionaries and some reads). */
export interface DataResponse<T> {
  data: T;
}

export function dataOf<T>(response: DataResponse<T> | null | undefined): T | undefined {
  return response?.data;
}

export function totalCountOf(response: { meta?: { totalCount?: number } } | null | undefined): number {
  return response?.meta?.totalCount ?? 0;
}

/** A protected file URL carries the token as `access_token` (links and <img> cannot send headers). */
export async function protectedFileUrl(url: string): Promise<string> {
  const token = await config.getToken();
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
}
