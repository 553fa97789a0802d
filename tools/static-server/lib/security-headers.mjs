// Security headers of the front-end servers, derived once at start from the deployment file (after the
// environment overrides), so a deployment that moves the API, the identity provider, the remotes or the
// map tiles gets a policy that names exactly those and nothing else.

/**
 * Browser features no page of the portals uses; denied to the page and anything it could embed. Only
 * names Chromium and Firefox recognise (an unknown one is a console warning on every page load).
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The origin of an absolute http(s) URL; null for a relative one (served by the page's own origin, which
 * 'self' covers) or anything else. `new URL` normalises it, so no value of the deployment file can smuggle
 * a space, quote or semicolon (another directive) into the policy.
 */
function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins a tile URL template loads from. OpenLayers expands `{a-c}` and `{1-4}` in a template
 * (`https://{a-c}.tile.openstreetmap.org/{z}/{x}/{y}.png`) into one URL per letter or number; the policy
 * names each host. `{z}`, `{x}`, `{y}` and `{-y}` sit in the path and do not change the origin.
 */
export function tileOrigins(template) {
  if (typeof template !== 'string' || !/^https?:\/\//i.test(template)) return [];
  const range = template.match(/\{([a-z])-([a-z])\}|\{(\d+)-(\d+)\}/);
  if (!range) return [originOf(template.replace(/\{-?[xyz]\}/g, '0'))].filter(Boolean);
  const [from, to] = range[1] ? [range[1].charCodeAt(0), range[2].charCodeAt(0)] : [Number(range[3]), Number(range[4])];
  const expanded = [];
  for (let i = from; i <= to && expanded.length < 64; i++) {
    const value = range[1] ? String.fromCharCode(i) : String(i);
    expanded.push(...tileOrigins(template.replace(range[0], value)));
  }
  return expanded;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of the shell's page for a deployment (null: a server without a deployment
 * file, e.g. a remote's standalone page, which loads only from its own origin).
 *
 *  - script-src: the page's own files and the remotes' (remoteEntry.js and chunks by <script> tags). No
 *    inline script and no eval: the built pages carry none (tools/webpack/html.js: one `<script defer src>`).
 *  - style-src 'unsafe-inline', for styles only: styled-components (shared by the shell and every remote)
 *    and style-loader (ol.css in mfe-map) insert <style> elements at run time, and the page has its boot
 *    screen's <style>. A nonce instead would need a fresh value in every answer of the page (no more 304
 *    revalidation: a cached page would keep an old nonce under a new header) and in every remote's webpack
 *    runtime; with scripts locked down, injected CSS is the lesser risk.
 *  - connect-src: the API, the identity provider (token, userinfo), the remotes (manifests, the map's base
 *    layer); img-src: data: and blob: (icons, previews), the API (files), the remotes (their assets) and the
 *    online map tiles when configured.
 *  - frame-ancestors 'none' (no page may frame the portal), object-src 'none', base-uri and form-action 'self'.
 */
export function contentSecurityPolicy(deployment) {
  const api = originOf(deployment?.apiUrl);
  const auth = originOf(deployment?.auth?.url);
  const remotes = unique((Array.isArray(deployment?.remotes) ? deployment.remotes : []).map((remote) => originOf(remote?.manifest)));
  const tiles = unique(tileOrigins(deployment?.map?.onlineTiles ?? null));
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...unique([api, ...remotes, ...tiles])],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...unique([api, auth, ...remotes])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * @param {{ deployment?: object | null, cors?: boolean }} options
 * @returns {{ all: Record<string, string>, page: Record<string, string> }} headers of every answer, and
 *   those added to HTML pages
 */
export function securityHeaders({ deployment = null, cors = false } = {}) {
  return {
    all: {
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      // The page's URL carries the sign-in answer (`?code=…&state=…`) for a moment: other origins (the API,
      // map tiles) get the origin only, never the path and query.
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // A remote's files are loaded by the shell from another origin; the shell's own files by itself only.
      'Cross-Origin-Resource-Policy': cors ? 'cross-origin' : 'same-origin',
    },
    page: {
      'Content-Security-Policy': contentSecurityPolicy(deployment),
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
    },
  };
}
