// Command line of serve.mjs. Kept tiny and strict: an unknown flag is a typo worth stopping for.
const USAGE = `usage: node tools/static-server/serve.mjs --dir DIR --port PORT [--host HOST] [--spa]
                 [--deployment FILE] [--cors] [--quiet]

  --dir DIR          folder to serve (a build output, e.g. shell/dist)
  --port PORT        port to listen on (or the PORT environment variable)
  --host HOST        interface to bind (default: all interfaces)
  --spa              answer unknown page paths with index.html (the shell)
  --deployment FILE  serve FILE as /deployment.json, with environment overrides applied
                     (API_URL, AUTH_URL, AUTH_REALM, AUTH_CLIENT_ID, REMOTE_BASE, <REMOTE>_MANIFEST,
                     MAP_ONLINE_TILES; see lib/deployment.mjs)
  --cors             allow other origins to fetch (remotes, whose files the shell's origin loads)
  --quiet            no access log`;

export class UsageError extends Error {
  constructor(message) {
    super(`${message}\n\n${USAGE}`);
    this.name = 'UsageError';
  }
}

const FLAGS = new Set(['spa', 'cors', 'quiet', 'help']);
const VALUES = new Set(['dir', 'port', 'host', 'deployment']);

/**
 * @param {string[]} argv arguments after the script name
 * @param {NodeJS.ProcessEnv} env
 */
export function parseOptions(argv, env = process.env) {
  const options = {
    dir: undefined,
    port: undefined,
    host: undefined,
    deployment: undefined,
    spa: false,
    cors: false,
    quiet: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inlineValue] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s, 2) : [null, null];
    if (name && FLAGS.has(name) && inlineValue === undefined) {
      options[name] = true;
    } else if (name && VALUES.has(name)) {
      const value = inlineValue ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      options[name] = value;
    } else {
      throw new UsageError(`unknown argument: ${arg}`);
    }
  }
  if (options.help) return options;
  if (!options.dir) throw new UsageError('--dir is required');
  const port = Number(options.port ?? env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be a port number');
  options.port = port;
  return options;
}

export { USAGE };
