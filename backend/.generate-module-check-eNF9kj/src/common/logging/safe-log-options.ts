import pino, { type LoggerOptions } from 'pino';
import { REDACTED, redactText, redactUrl, stripUnsafeCharacters } from './log-sanitizer';

/** Headers whose value is a credential; whoever logs headers gets these masked. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'x-auth-token', 'dpop']);

/**
 * Structured places a credential can sit in, masked by pino's redaction (fast-redact) after the serializers
 * ran: headers logged under the usual names outside a `req` (which its serializer already cleans).
 */
const REDACTED_PATHS = [
  ...['headers', 'res.headers', 'response.headers', 'request.headers'].flatMap((at) =>
    [...SECRET_HEADERS].map((name) => `${at}["${name}"]`),
  ),
  'password',
  'accessToken',
  'refreshToken',
  'idToken',
];

function sanitizeHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SECRET_HEADERS.has(name.toLowerCase())) clean[name] = REDACTED;
    else if (typeof value === 'string') clean[name] = redactText(value);
    else if (Array.isArray(value)) clean[name] = value.map((item) => (typeof item === 'string' ? redactText(item) : item));
    else clean[name] = value;
  }
  return clean;
}

interface LoggableRequest {
  method?: unknown;
  url?: unknown;
  originalUrl?: unknown;
  userAgent?: unknown;
  headers?: unknown;
}

/**
 * Every `req` a line carries — the request line's `{ method, url }`, or a whole Fastify/Node request someone
 * logged — reduced to what is safe to keep: the method, the URL as it arrived with secret parameters masked,
 * the user agent and headers without control or bidi characters, credentials (also inside a referer) masked.
 */
function serializeRequest(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const req = value as LoggableRequest;
  const out: Record<string, unknown> = {};
  if (typeof req.method === 'string') out.method = stripUnsafeCharacters(req.method);
  const url = typeof req.originalUrl === 'string' ? req.originalUrl : req.url;
  if (typeof url === 'string') out.url = redactUrl(url);
  if (typeof req.userAgent === 'string') out.userAgent = stripUnsafeCharacters(req.userAgent);
  if (req.headers && typeof req.headers === 'object') out.headers = sanitizeHeaders(req.headers as Record<string, unknown>);
  return out;
}

function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const serialized = pino.stdSerializers.err(value) as unknown as Record<string, unknown>;
  for (const key of ['message', 'stack'] as const) {
    if (typeof serialized[key] === 'string') serialized[key] = redactText(serialized[key]);
  }
  return serialized;
}

const redactString = (value: unknown): unknown => (typeof value === 'string' ? redactText(value) : value);

/**
 * The part of the root logger's options that keeps secrets and terminal tricks out of the log; every line
 * of the process passes through it (Nest's loggers write through the same pino logger, see AppLogger):
 *  - `req` (the request line) and `err` through the serializers above; `stack` and `url` fields cleaned;
 *  - credentials under the usual header and field names masked by pino's `redact`;
 *  - the message text and the top-level string fields of the merged object cleaned in `logMethod`
 *    (secret `name=value` pairs, URL passwords, bearer credentials, control and bidi characters).
 */
export const SAFE_LOG_OPTIONS: Pick<LoggerOptions, 'serializers' | 'redact' | 'hooks'> = {
  serializers: {
    req: serializeRequest,
    err: serializeError,
    error: serializeError,
    stack: redactString,
    url: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
  },
  redact: { paths: REDACTED_PATHS, censor: REDACTED },
  hooks: {
    logMethod(args, method) {
      for (let i = 0; i < args.length; i++) {
        const arg: unknown = args[i];
        if (typeof arg === 'string') {
          (args as unknown[])[i] = redactText(arg);
        } else if (i === 0 && arg && typeof arg === 'object' && !(arg instanceof Error)) {
          (args as unknown[])[0] = cleanTopLevelStrings(arg as Record<string, unknown>);
        }
      }
      method.apply(this, args);
    },
  },
};

/** The merged object's own string fields (those without a serializer of their own) cleaned; a copy only when one changes. */
function cleanTopLevelStrings(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    // `url` and `stack` have serializers; the request id was checked on arrival (requestIdOf).
    if (typeof value !== 'string' || key === 'url' || key === 'stack' || key === 'reqId') continue;
    const clean = redactText(value);
    if (clean !== value) (copy ??= { ...fields })[key] = clean;
  }
  return copy ?? fields;
}
