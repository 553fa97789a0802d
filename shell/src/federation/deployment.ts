/**
 * The deployment file (docs/contracts.md, "Deployment file"): which remotes this portal has, where
 * their manifests are and which route prefixes each owns. The same shell build serves the portal, the
 * authority-only and the admin-only deployments; only this file differs.
 */
export interface DeployedRemote {
  /** Module Federation name of the remote, e.g. `mfe_flight` (also the prefix of `loadRemote` ids). */
  name: string;
  /** Absolute or root-relative URL of the remote's `mf-manifest.json`. */
  manifest: string;
  /**
   * Locale-neutral route prefixes the remote owns, each starting and ending with `/`, e.g. `/drones/`; empty for a
   * remote whose components other remotes embed but whose pages this deployment does not offer.
   */
  routes: string[];
}

/** The state airspace-information system's sign-in page and this portal's client id there (part 1 §7). */
export interface SppiDeployment {
  /** SPPI's OAuth authorize page, where the user menu's «Войти в СППИ» sends the browser. */
  authorizeUrl: string;
  clientId: string;
}

export interface Deployment {
  /** `portal`, `authority`, `admin` for the shipped files; other names are allowed for other set-ups. */
  profile: string;
  apiUrl: string;
  auth: { url: string; realm: string; clientId: string };
  remotes: DeployedRemote[];
  map: { onlineTiles: string | null };
  /** Absent: this deployment offers no SPPI sign-in (the user menu has no entry for it). */
  sppi?: SppiDeployment;
  /**
   * The external drone marketplace (P1 §2: the header's marketplace link, /find-ads/, /find-perfomer/,
   * /find-work/): an absolute http(s) URL. Absent or null: no header link, and those pages say none is configured.
   */
  marketplaceUrl?: string | null;
}

/** A deployment file that cannot be used, with the exact place of the problem. */
export class DeploymentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeploymentError';
  }
}

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
/** Routes the shell keeps for itself: a deployment cannot hand them to a remote. */
// /employee-invitation/ is one page for every kind of invitation (an authority's today), whoever is signed in.
const SHELL_ROUTES = ['/', '/en/', '/profile/', '/logging/', '/timed-out/', '/sppi-redirect/', '/employee-invitation/'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(where: string, problem: string): never {
  throw new DeploymentError(`deployment.json: ${where} ${problem}`);
}

function requireString(object: Json, key: string, where: string): string {
  const value = object[key];
  if (typeof value !== 'string' || value.trim() === '') fail(`${where}${key}`, 'must be a non-empty string');
  return value;
}

function requireUrl(object: Json, key: string, where: string, { allowRootRelative = false } = {}): string {
  const value = requireString(object, key, where);
  if (allowRootRelative && value.startsWith('/') && !value.startsWith('//')) return value;
  let protocol: string | null = null;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  // 'localhost:3000' parses as a URL with the protocol 'localhost:', hence the explicit check.
  if (protocol !== 'http:' && protocol !== 'https:') {
    fail(`${where}${key}`, `must be an absolute http(s) URL${allowRootRelative ? ' or a path starting with /' : ''} (got "${value}")`);
  }
  return value;
}

function parseRoutes(value: unknown, where: string): string[] {
  // Empty: the remote owns no page here and only lends components to the others (the map to the authority area).
  if (!Array.isArray(value)) fail(where, 'must be an array of route prefixes (empty for a remote only embedded by others)');
  return value.map((route, index) => {
    if (typeof route !== 'string' || !/^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/.test(route)) {
      fail(`${where}[${index}]`, `must be a locale-neutral path like "/drones/" (got ${JSON.stringify(route)})`);
    }
    if (route === '/en/' || route.startsWith('/en/')) fail(`${where}[${index}]`, 'must not carry the /en prefix (the shell adds it)');
    if (SHELL_ROUTES.includes(route)) fail(`${where}[${index}]`, `"${route}" belongs to the shell`);
    return route;
  });
}

function parseRemote(value: unknown, index: number): DeployedRemote {
  const where = `remotes[${index}].`;
  if (!isObject(value)) fail(`remotes[${index}]`, 'must be an object');
  const name = requireString(value, 'name', where);
  if (!REMOTE_NAME.test(name)) fail(`${where}name`, `must be a lower-case identifier such as "mfe_flight" (got "${name}")`);
  const manifest = requireUrl(value, 'manifest', where, { allowRootRelative: true });
  if (!/\.json(\?.*)?$/.test(manifest)) fail(`${where}manifest`, `must point at the remote's mf-manifest.json (got "${manifest}")`);
  return { name, manifest, routes: parseRoutes(value.routes, `${where}routes`) };
}

/**
 * Checks a parsed deployment file and returns it typed. Every problem names its place
 * (`remotes[1].routes[0] must …`) so whoever edits the file can fix it without reading code.
 */
export function parseDeployment(value: unknown): Deployment {
  if (!isObject(value)) fail('the file', 'must be a JSON object');
  const profile = requireString(value, 'profile', '');
  const apiUrl = requireUrl(value, 'apiUrl', '');

  if (!isObject(value.auth)) fail('auth', 'must be an object with url, realm and clientId');
  const auth = {
    url: requireUrl(value.auth, 'url', 'auth.'),
    realm: requireString(value.auth, 'realm', 'auth.'),
    clientId: requireString(value.auth, 'clientId', 'auth.'),
  };

  if (!Array.isArray(value.remotes)) fail('remotes', 'must be an array (empty for a portal without remotes)');
  const remotes = value.remotes.map(parseRemote);
  const names = new Set<string>();
  const owners = new Map<string, string>();
  for (const remote of remotes) {
    if (names.has(remote.name)) fail('remotes', `list "${remote.name}" twice`);
    names.add(remote.name);
    for (const route of remote.routes) {
      const owner = owners.get(route);
      if (owner) fail('remotes', `give "${route}" to both "${owner}" and "${remote.name}"`);
      owners.set(route, remote.name);
    }
  }

  const map = value.map === undefined ? {} : value.map;
  if (!isObject(map)) fail('map', 'must be an object');
  const onlineTiles = map.onlineTiles ?? null;
  if (onlineTiles !== null && (typeof onlineTiles !== 'string' || onlineTiles === '')) {
    fail('map.onlineTiles', 'must be a tile URL template or null');
  }

  let sppi: SppiDeployment | undefined;
  if (value.sppi !== undefined && value.sppi !== null) {
    if (!isObject(value.sppi)) fail('sppi', 'must be an object with authorizeUrl and clientId');
    sppi = { authorizeUrl: requireUrl(value.sppi, 'authorizeUrl', 'sppi.'), clientId: requireString(value.sppi, 'clientId', 'sppi.') };
  }

  let marketplaceUrl: string | undefined;
  if (value.marketplaceUrl !== undefined && value.marketplaceUrl !== null && value.marketplaceUrl !== '') {
    marketplaceUrl = requireUrl(value, 'marketplaceUrl', '');
  }

  return { profile, apiUrl, auth, remotes, map: { onlineTiles }, ...(sppi ? { sppi } : {}), ...(marketplaceUrl ? { marketplaceUrl } : {}) };
}

/** The remote that owns a locale-neutral path (longest matching prefix), if the deployment has one. */
export function remoteForPath(deployment: Deployment, neutralPath: string): DeployedRemote | undefined {
  const path = neutralPath.endsWith('/') ? neutralPath : `${neutralPath}/`;
  let best: { remote: DeployedRemote; length: number } | undefined;
  for (const remote of deployment.remotes) {
    for (const route of remote.routes) {
      if (path.startsWith(route) && (!best || route.length > best.length)) best = { remote, length: route.length };
    }
  }
  return best?.remote;
}
