// The deployment file (docs/contracts.md, "Deployment file") served as /deployment.json.
// The same shell build serves every deployment, and the same deployment file serves every environment:
// what differs between a laptop, the e2e run and production is expressed by environment variables,
// applied here when the server starts, so nothing is rebuilt to move the API or the remotes.
import { readFileSync } from 'node:fs';

/**
 * Environment variables this server understands (all optional):
 *   API_URL              → apiUrl
 *   AUTH_URL             → auth.url
 *   AUTH_REALM           → auth.realm
 *   AUTH_CLIENT_ID       → auth.clientId
 *   REMOTE_BASE          → every remote's manifest becomes `${REMOTE_BASE}/<mfe-folder>/mf-manifest.json`
 *                          (mfe_flight → mfe-flight), the layout of remotes published under one CDN path
 *   <REMOTE>_MANIFEST    → one remote's manifest URL, e.g. MFE_INSURANCE_MANIFEST (wins over REMOTE_BASE)
 *   MAP_ONLINE_TILES     → map.onlineTiles (an empty value means null: the offline base layer only)
 * String values in the file may also hold `{{NAME}}` placeholders, replaced by the variable NAME;
 * a placeholder whose variable is unset is an error, so a half-configured deployment never starts.
 */
export const OVERRIDE_VARIABLES = ['API_URL', 'AUTH_URL', 'AUTH_REALM', 'AUTH_CLIENT_ID', 'REMOTE_BASE', 'MAP_ONLINE_TILES'];

export class DeploymentFileError extends Error {
  constructor(file, message) {
    super(`Deployment file ${file}: ${message}`);
    this.name = 'DeploymentFileError';
  }
}

function expandPlaceholders(value, env, file) {
  if (typeof value === 'string') {
    return value.replace(/\{\{\s*([A-Z][A-Z0-9_]*)\s*\}\}/g, (_, name) => {
      if (env[name] === undefined) throw new DeploymentFileError(file, `placeholder {{${name}}} has no environment variable ${name}`);
      return env[name];
    });
  }
  if (Array.isArray(value)) return value.map((item) => expandPlaceholders(item, env, file));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandPlaceholders(v, env, file)]));
  }
  return value;
}

const trimSlashes = (url) => url.replace(/\/+$/, '');

/** `mfe_flight` → `MFE_FLIGHT_MANIFEST`. */
export function manifestVariableFor(remoteName) {
  return `${remoteName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_MANIFEST`;
}

/**
 * Applies the environment to a parsed deployment object and returns a new object.
 * @param {Record<string, unknown>} deployment
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [file] for error messages
 */
export function applyEnvironment(deployment, env, file = 'deployment.json') {
  const result = expandPlaceholders(structuredClone(deployment), env, file);
  if (env.API_URL) result.apiUrl = env.API_URL;
  if (env.AUTH_URL || env.AUTH_REALM || env.AUTH_CLIENT_ID) {
    result.auth = { ...(result.auth ?? {}) };
    if (env.AUTH_URL) result.auth.url = env.AUTH_URL;
    if (env.AUTH_REALM) result.auth.realm = env.AUTH_REALM;
    if (env.AUTH_CLIENT_ID) result.auth.clientId = env.AUTH_CLIENT_ID;
  }
  if (Array.isArray(result.remotes)) {
    result.remotes = result.remotes.map((remote) => {
      if (!remote || typeof remote.name !== 'string') return remote;
      const exact = env[manifestVariableFor(remote.name)];
      if (exact) return { ...remote, manifest: exact };
      if (env.REMOTE_BASE) {
        return { ...remote, manifest: `${trimSlashes(env.REMOTE_BASE)}/${remote.name.replace(/_/g, '-')}/mf-manifest.json` };
      }
      return remote;
    });
  }
  if (env.MAP_ONLINE_TILES !== undefined) {
    result.map = { ...(result.map ?? {}), onlineTiles: env.MAP_ONLINE_TILES === '' ? null : env.MAP_ONLINE_TILES };
  }
  return result;
}

/**
 * Reads, checks and expands a deployment file once, at start-up: a broken file stops the server with
 * a message naming the file instead of reaching browsers. The shell validates the full shape again.
 * @returns {string} the JSON body to serve
 */
export function loadDeploymentFile(file, env = process.env) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new DeploymentFileError(file, e.code === 'ENOENT' ? 'not found' : `not valid JSON (${e.message})`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new DeploymentFileError(file, 'must be a JSON object');
  if (!Array.isArray(parsed.remotes)) throw new DeploymentFileError(file, '"remotes" must be an array');
  return JSON.stringify(applyEnvironment(parsed, env, file), null, 2);
}
