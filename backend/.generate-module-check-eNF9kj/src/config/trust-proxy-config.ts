import { isIP } from 'node:net';
import type { TrustProxy } from './app-config';
import type { EnvReader } from './env-reader';

/** Named address ranges proxy-addr (Express's and Fastify's `trust proxy`) understands. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

const EXPECTED =
  'must be off, a number of proxy hops (1–10) or a comma-separated list of proxy addresses, CIDR ranges ' + `or ${RANGE_NAMES.join('/')}`;

/**
 * TRUST_PROXY: which peers may speak for the client through `X-Forwarded-For` / `X-Forwarded-Proto` (a
 * TLS-terminating proxy in front of the backend). Off by default: then those headers are ignored, as any
 * client could send them. `true` ("trust everyone") is refused on purpose: it would let any client pick the
 * address the sign-in throttling counts and make the provider treat plain http as https.
 */
export function readTrustProxy(read: EnvReader): TrustProxy {
  const value = read.raw('TRUST_PROXY');
  if (value === undefined || ['false', 'off', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= MAX_HOPS) return hops;
    return refuse(read, value);
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || !entries.every(isProxyAddress)) return refuse(read, value);
  return entries;
}

function refuse(read: EnvReader, value: string): false {
  read.problems.push({ variable: 'TRUST_PROXY', problem: `${EXPECTED} (got "${value}")` });
  return false;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
