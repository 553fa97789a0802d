// What the access log may show of a request URL. The shell's pages are reached with the sign-in answer in
// the query (`/?code=…&state=…&session_state=…`) and a link may carry a token: those values never reach the
// log. The same rule as the backend's logger (backend/src/common/logging/log-sanitizer.ts), repeated here
// because this server has no dependencies and shares no code with the backend.

const SECRET_PARAMETERS = new Set([
  'access_token',
  'id_token',
  'id_token_hint',
  'refresh_token',
  'logout_token',
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
  'secret',
  'api_key',
  'apikey',
  'key',
  'signature',
  'sig',
  'otp',
  'ticket',
  'jwt',
]);
const SECRET_NAME_PART = /token|secret|passw|credential|signature/;

// eslint-disable-next-line no-control-regex
const ANSI_SEQUENCE =
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[@-Z\\-_]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

function isSecret(name) {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // Kept as it came.
  }
  const normalised = decoded.trim().toLowerCase().replace(/-/g, '_');
  return SECRET_PARAMETERS.has(normalised) || SECRET_NAME_PART.test(normalised);
}

function redactParameters(query) {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals >= 0 && isSecret(pair.slice(0, equals)) ? `${pair.slice(0, equals)}=[REDACTED]` : pair;
    })
    .join('&');
}

/** The URL with secret query values masked and control, terminal-escape and bidi characters removed. */
export function redactUrl(url) {
  const clean = url.replace(ANSI_SEQUENCE, '').replace(UNSAFE_CHARACTERS, '');
  const query = clean.indexOf('?');
  if (query < 0) return clean;
  const hash = clean.indexOf('#', query);
  const end = hash < 0 ? clean.length : hash;
  return `${clean.slice(0, query)}?${redactParameters(clean.slice(query + 1, end))}${hash < 0 ? '' : `#${redactParameters(clean.slice(hash + 1))}`}`;
}
