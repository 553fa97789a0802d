import { i18n } from '../i18n/instance';
import { loadingStore } from '../loading/loadingStore';
import { currentApiConfig, isIgnored, urlOf, type RequestOptions } from './client';
import { ApiRequestError, normalizeApiError, type ApiError } from './errors';

/**
 * Multipart uploads with progress. fetch() cannot report upload progress, so files go through
 * XMLHttpRequest, with the same token, language header, 401 refresh-and-retry, error shape and
 * error-page hand-off as every other call of the API client.
 */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0…1; 0 while the size is not yet known. */
  fraction: number;
}

export type UploadMethod = 'POST' | 'PUT' | 'PATCH';

export interface UploadOptions {
  method?: UploadMethod;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /**
   * Statuses the caller shows itself. Default: the form statuses plus 413 (too large) and 415
   * (wrong type), which are about the chosen files, not about the page.
   */
  ignoreStatuses?: RequestOptions['ignoreStatuses'];
  /** Test seam: jsdom's XMLHttpRequest cannot reach a fake server. */
  createRequest?: () => XMLHttpRequest;
}

const UPLOAD_FORM_STATUSES = [400, 409, 413, 415, 422];

interface RawReply {
  status: number;
  text: string;
  contentType: string;
}

function sendOnce(url: string, form: FormData, method: UploadMethod, token: string | undefined, options: UploadOptions): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader('Accept', 'application/json, text/plain, */*');
    request.setRequestHeader('Accept-Language', i18n.language);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event: ProgressEvent) => {
      const total = event.lengthComputable ? event.total : 0;
      options.onProgress?.({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
    };
    request.onload = () =>
      resolve({ status: request.status, text: request.responseText ?? '', contentType: request.getResponseHeader('Content-Type') ?? '' });
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parse(reply: RawReply): unknown {
  if (reply.status === 204 || reply.text === '') return undefined;
  try {
    return JSON.parse(reply.text) as unknown;
  } catch {
    return reply.text;
  }
}

/**
 * Sends `form` as multipart/form-data (the browser writes the boundary) and resolves with the parsed
 * answer; rejects with ApiRequestError in the platform's error shape.
 */
export async function uploadMultipart<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const config = currentApiConfig();
  const method = options.method ?? 'POST';
  const ignore = options.ignoreStatuses ?? UPLOAD_FORM_STATUSES;
  const url = urlOf(path, undefined, undefined);
  const fail = (error: ApiError): never => {
    if (!isIgnored(error.statusCode, ignore, method)) config.onUnhandledError(error, { method, path });
    throw new ApiRequestError(error);
  };

  loadingStore.getState().start();
  try {
    let reply: RawReply;
    try {
      const token = await config.getToken();
      reply = await sendOnce(url, form, method, token, options);
      if (reply.status === 401 && token) {
        if (!(await config.refreshAfterUnauthorized())) {
          config.onSessionExpired();
          throw new ApiRequestError(normalizeApiError({ status: 401, body: reply.text }, i18n.t('ui:errors.unexpected')));
        }
        reply = await sendOnce(url, form, method, await config.getToken(), options);
      }
    } catch (cause) {
      if (cause instanceof ApiRequestError) throw cause;
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      return fail(normalizeApiError({ status: 0 }, i18n.t('ui:errors.network')));
    }
    if (reply.status < 200 || reply.status >= 300) {
      return fail(normalizeApiError({ status: reply.status, body: reply.text }, i18n.t('ui:errors.unexpected')));
    }
    return parse(reply) as T;
  } finally {
    loadingStore.getState().finish();
  }
}

/**
 * Appends `value` as the JSON half of a multipart call (a text field holding JSON). A text field,
 * not a Blob: a Blob part carries a filename and a streaming parser would take it for a file.
 */
export function appendJsonPart(form: FormData, name: string, value: unknown): void {
  form.append(name, JSON.stringify(value));
}
