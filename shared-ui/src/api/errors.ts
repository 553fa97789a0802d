/**
 * The platform's one error shape (docs/requirements.md#error-shape, docs/contracts.md):
 * `{ error, message, statusCode, detailedError }`, statusCode 0 when no response arrived.
 */
export interface FieldError {
  field: string;
  error: string;
}

export interface ApiError {
  error: string;
  message: string;
  statusCode: number;
  detailedError: FieldError[];
  /** The backend's stable `<module>.<what>` code when it sent one (e.g. `sppi.not-signed-in`): what a page branches on. */
  code?: string;
}

/** Raised by the API client; carries the normalised error so callers can `catch` one type. */
export class ApiRequestError extends Error implements ApiError {
  readonly error: string;
  readonly statusCode: number;
  readonly detailedError: FieldError[];
  readonly code?: string;

  constructor(normalised: ApiError) {
    super(normalised.message);
    this.name = 'ApiRequestError';
    this.error = normalised.error;
    this.statusCode = normalised.statusCode;
    this.detailedError = normalised.detailedError;
    if (normalised.code !== undefined) this.code = normalised.code;
  }

  toJSON(): ApiError {
    const json: ApiError = { error: this.error, message: this.message, statusCode: this.statusCode, detailedError: this.detailedError };
    if (this.code !== undefined) json.code = this.code;
    return json;
  }
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.statusCode === 'number' && typeof candidate.message === 'string' && Array.isArray(candidate.detailedError);
}

const FIELD_ERROR = /^\s*([A-Za-z_][\w.[\]]*)\s*:\s*(.+?)\s*$/;

/**
 * Splits `field:error` strings (alone, in an array, or joined with `; `) into field errors.
 * Anything that does not look like `identifier:text` is not a field error and is skipped.
 */
export function splitFieldErrors(message: unknown): FieldError[] {
  const parts: string[] = [];
  if (typeof message === 'string') parts.push(...message.split(/;\s*|\n/));
  else if (Array.isArray(message)) {
    for (const item of message) if (typeof item === 'string') parts.push(...item.split(/;\s*|\n/));
  }
  const result: FieldError[] = [];
  for (const part of parts) {
    const match = FIELD_ERROR.exec(part);
    if (match && !/^https?$/i.test(match[1])) result.push({ field: match[1], error: match[2] });
  }
  return result;
}

const STATUS_TEXT: Record<number, string> = {
  0: 'Network Error',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function decodeBody(body: unknown): unknown {
  // Binary answers (file downloads) carry their error as JSON bytes.
  // Tag check rather than instanceof: buffers may come from another realm (iframe, test runner).
  const isBuffer = Object.prototype.toString.call(body) === '[object ArrayBuffer]';
  if (isBuffer || ArrayBuffer.isView(body)) {
    try {
      const bytes = isBuffer
        ? new Uint8Array(body as ArrayBuffer)
        : new Uint8Array((body as ArrayBufferView).buffer, (body as ArrayBufferView).byteOffset, (body as ArrayBufferView).byteLength);
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body.trim() === '' ? undefined : { message: body };
    }
  }
  return body;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) {
    const strings = value.filter((item): item is string => typeof item === 'string');
    if (strings.length > 0) return strings.join('; ');
  }
  return undefined;
}

function detailedFrom(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldError[] => {
    if (typeof item === 'string') return splitFieldErrors(item);
    if (typeof item === 'object' && item !== null) {
      const { field, error } = item as Record<string, unknown>;
      if (typeof field === 'string' && typeof error === 'string') return [{ field, error }];
    }
    return [];
  });
}

export interface RawFailure {
  /** HTTP status, or undefined/0 when the request got no response at all. */
  status?: number;
  body?: unknown;
}

/**
 * Turns any failed call into the error shape. The message comes from the body's `details` or
 * `message`, else `fallbackMessage` (the translated "unexpected error" text).
 */
export function normalizeApiError(failure: RawFailure, fallbackMessage: string): ApiError {
  const statusCode = failure.status ?? 0;
  const decoded = decodeBody(failure.body);
  const body = typeof decoded === 'object' && decoded !== null ? (decoded as Record<string, unknown>) : {};
  const message = textOf(body.details) ?? textOf(body.message) ?? fallbackMessage;
  const detailed = detailedFrom(body.detailedError);
  const detailedError = detailed.length > 0 ? detailed : splitFieldErrors(body.message);
  const error = textOf(body.error) ?? STATUS_TEXT[statusCode] ?? (statusCode >= 500 ? 'Server Error' : 'Error');
  const code = textOf(body.code);
  return code === undefined ? { error, message, statusCode, detailedError } : { error, message, statusCode, detailedError, code };
}
