import { Socket } from 'node:net';
import { withDatabaseName } from './test-database';

/** The server the integration tests use when none is configured and one answers here (host:port). */
export const LOCAL_SERVER_ADDRESS_ENV = 'NEBO_TEST_POSTGRES_ADDRESS';
export const DEFAULT_LOCAL_SERVER_ADDRESS = '127.0.0.1:5432';
/** The base database of a run; each run works in a copy named after its process (see global-setup.ts). */
export const TEST_DATABASE_NAME = 'nebo_backend_test';

/**
 * Where this run's test databases live:
 * - `configured`: TEST_DATABASE_URL names it (CI may point anywhere);
 * - `local`: a PostgreSQL answers at the local address (the machine's server, as CI starts it);
 * - `embedded`: nothing does, so the run starts the embedded PostgreSQL the platform ships. This is what
 *   makes `npm test` work on a machine with nothing but Node.
 */
export type TestServerChoice = { kind: 'configured'; url: string } | { kind: 'local'; url: string } | { kind: 'embedded'; probed: string };

/** Whether something accepts TCP connections at host:port. */
export type Probe = (host: string, port: number) => Promise<boolean>;

export async function chooseTestServer(env: NodeJS.ProcessEnv, answers: Probe): Promise<TestServerChoice> {
  if (env.TEST_DATABASE_URL) return { kind: 'configured', url: env.TEST_DATABASE_URL };
  const address = env[LOCAL_SERVER_ADDRESS_ENV] || DEFAULT_LOCAL_SERVER_ADDRESS;
  const { host, port } = parseAddress(address);
  if (await answers(host, port)) {
    return { kind: 'local', url: withDatabaseName(`postgres://postgres@${address}`, TEST_DATABASE_NAME) };
  }
  return { kind: 'embedded', probed: address };
}

export function parseAddress(address: string): { host: string; port: number } {
  const match = /^([^:\s]+):(\d{1,5})$/.exec(address);
  const port = Number(match?.[2]);
  if (!match || port < 1 || port > 65_535) {
    throw new Error(`${LOCAL_SERVER_ADDRESS_ENV}="${address}" is not host:port (e.g. ${DEFAULT_LOCAL_SERVER_ADDRESS})`);
  }
  return { host: match[1], port };
}

/** A TCP connect with a short timeout: a refused or silent port means "no server here". */
export const tcpAnswers: Probe = (host, port) =>
  new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
