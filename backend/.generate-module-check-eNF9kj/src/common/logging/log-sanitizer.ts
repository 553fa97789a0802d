/**
 * What the logger does to the values it writes, so that a log line never carries a credential and never
 * lets a caller rewrite what an operator sees. The logger (app-logger.ts) applies it to every line; nothing
 * else needs to call it.
 *
 * Hand-written: pino's `redact` masks fields by path, but a secret inside a URL is a substring of one
 * field, and no maintained package redacts query parameters by name while leaving the rest of the URL
 * byte for byte as it arrived.
 */

export const REDACTED = '[REDACTED]';

/**
 * Query parameters that carry a credential or a one-time secret in some protocol the platform speaks:
 * OAuth 2.0 / OpenID Connect (RFC 6749, 7636, 8693, OIDC Core and RP-initiated logout), the file links
 * (`access_token`), e-mail links (`token`), and generic names a client might send.
 */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'id_token',
  'id_token_hint',
  'refresh_token',
  'logout_token',
  'subject_token',
  'actor_token',
  'token',
  'code',
  'code_verifier',
  'state',
  'session_state',
  'nonce',
  'client_secret',
  'client_assertion',
  'assertion',
  'password',
  'passwd',
  'pwd',
  'secret',
  'api_key',
  'apikey',
  'x_api_key',
  'key',
  'signature',
  'sig',
  'otp',
  'ticket',
  'jwt',
]);

/** Any parameter whose name says token, secret or password is treated as one, whatever its exact spelling. */
const SECRET_NAME_PART = /token|secret|passw|credential|signature/;

export function isSecretParameter(name: string): boolean {
  const normalised = safeDecode(name).trim().toLowerCase().replace(/-/g, '_');
  return SECRET_PARAMETERS.has(normalised) || SECRET_NAME_PART.test(normalised);
}

/**
 * ANSI escape sequences (CSI … final byte, OSC … BEL/ST, and two-byte ESC sequences) first, so that the
 * printable rest of a sequence (`[31m`) goes with its ESC; then every remaining C0/C1 control character,
 * DEL, and the Unicode format characters that reorder or hide text (bidi embeddings, overrides and isolates,
 * the Arabic letter mark, zero-width joiners, line and paragraph separators, the BOM).
 */
const ANSI_SEQUENCE =
  // eslint-disable-next-line no-control-regex
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[@-Z\\-_]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** Whether a string holds any character the two expressions above remove (one scan, for the common clean case). */
// eslint-disable-next-line no-control-regex
const HAS_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** The text without terminal escapes, control characters or bidi/invisible format characters. */
export function stripUnsafeCharacters(text: string): string {
  return HAS_UNSAFE.test(text) ? text.replace(ANSI_SEQUENCE, '').replace(UNSAFE_CHARACTERS, '') : text;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function redactParameters(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isSecretParameter(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A URL (absolute or a request target) as it may be logged: the value of every secret query or fragment
 * parameter replaced by [REDACTED], everything else kept as it arrived (still percent-encoded), unsafe
 * characters removed.
 */
export function redactUrl(url: string): string {
  const clean = stripUnsafeCharacters(url);
  const query = clean.indexOf('?');
  const hash = clean.indexOf('#');
  if (query < 0 && hash < 0) return clean;
  const pathEnd = query < 0 ? hash : hash < 0 ? query : Math.min(query, hash);
  let result = clean.slice(0, pathEnd);
  if (query >= 0 && (hash < 0 || query < hash)) {
    result += `?${redactParameters(clean.slice(query + 1, hash < 0 ? undefined : hash))}`;
  }
  // Implicit-flow answers put tokens in the fragment; a client-side log line might include one.
  if (hash >= 0) result += `#${redactParameters(clean.slice(hash + 1))}`;
  return result;
}

/**
 * Names that are secrets in a URL but ordinary words in prose ("state=PENDING", "code=42"): masked in text
 * only after `?`, `&` or `#`, i.e. inside a quoted URL.
 */
const AMBIGUOUS_IN_PROSE = new Set(['code', 'state', 'key', 'sig', 'nonce', 'otp', 'ticket']);

/** `name=value` pairs inside free text (a message quoting a URL or a form body). */
const SECRET_PAIR_IN_TEXT = /([?&#;\s"'(]|^)([A-Za-z0-9_.%-]+)=([^&#\s"'<>)]*)/g;
/** Credentials inside a URL's authority (`scheme://user:password@host`). */
const URL_USER_INFO = /(\b[a-z][a-z0-9+.-]*:\/\/)([^\s/?#@:]+):([^\s/?#@]*)@/gi;
/** Anything any rule of redactText could change: `=`, `@`, a credential scheme, an unsafe character but line breaks. */
const MAY_NEED_REDACTION =
  // eslint-disable-next-line no-control-regex
  /[=@\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|Bearer|Basic|DPoP/;
/** An `Authorization`-style credential quoted in text. */
const BEARER_CREDENTIAL = /\b(Bearer|Basic|DPoP)\s+[A-Za-z0-9\-._~+/]+=*/g;

/**
 * Free text (a log message) with secret `name=value` pairs, URL passwords and bearer credentials masked and
 * unsafe characters removed. Line breaks are kept: messages and stacks are multi-line by nature, and the
 * JSON encoding of a line escapes them.
 */
export function redactText(text: string): string {
  // Every line passes here: most messages have nothing to mask, and one scan tells.
  if (!MAY_NEED_REDACTION.test(text)) return text;
  const masked = text
    .replace(SECRET_PAIR_IN_TEXT, (match: string, before: string, name: string, value: string) => {
      if (!value || value === REDACTED || !isSecretParameter(name)) return match;
      const inUrl = before === '?' || before === '&' || before === '#';
      return inUrl || !AMBIGUOUS_IN_PROSE.has(name.toLowerCase()) ? `${before}${name}=${REDACTED}` : match;
    })
    .replace(URL_USER_INFO, `$1$2:${REDACTED}@`)
    .replace(BEARER_CREDENTIAL, `$1 ${REDACTED}`);
  return stripUnsafeCharactersKeepingLines(masked);
}

// eslint-disable-next-line no-control-regex
const UNSAFE_EXCEPT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

function stripUnsafeCharactersKeepingLines(text: string): string {
  return text.replace(ANSI_SEQUENCE, '').replace(UNSAFE_EXCEPT_LINES, '');
}
