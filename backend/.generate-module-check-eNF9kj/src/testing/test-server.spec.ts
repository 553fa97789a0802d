import { createServer, type Server } from 'node:net';
import { ownerOfFolder } from './embedded-test-server';
import {
  DEFAULT_LOCAL_SERVER_ADDRESS,
  LOCAL_SERVER_ADDRESS_ENV,
  type Probe,
  chooseTestServer,
  parseAddress,
  tcpAnswers,
} from './test-server';

/** A probe that records where it looked and answers as told. */
function probe(answer: boolean): Probe & { calls: string[] } {
  const calls: string[] = [];
  return Object.assign(
    async (host: string, port: number) => {
      calls.push(`${host}:${port}`);
      return answer;
    },
    { calls },
  );
}

describe('chooseTestServer', () => {
  it('uses TEST_DATABASE_URL when it is set, without looking for a local server', async () => {
    const answers = probe(true);
    await expect(chooseTestServer({ TEST_DATABASE_URL: 'postgres://ci@db:5432/ci_test' }, answers)).resolves.toEqual({
      kind: 'configured',
      url: 'postgres://ci@db:5432/ci_test',
    });
    expect(answers.calls).toEqual([]);
  });

  it('uses the PostgreSQL answering at 127.0.0.1:5432 when nothing is configured', async () => {
    const answers = probe(true);
    await expect(chooseTestServer({}, answers)).resolves.toEqual({
      kind: 'local',
      url: 'postgres://postgres@127.0.0.1:5432/nebo_backend_test',
    });
    expect(answers.calls).toEqual([DEFAULT_LOCAL_SERVER_ADDRESS]);
  });

  it('starts the embedded server when nothing is configured and nothing answers', async () => {
    await expect(chooseTestServer({ TEST_DATABASE_URL: '' }, probe(false))).resolves.toEqual({
      kind: 'embedded',
      probed: '127.0.0.1:5432',
    });
  });

  it(`looks at the address ${LOCAL_SERVER_ADDRESS_ENV} names instead, and connects there when it answers`, async () => {
    const answers = probe(true);
    await expect(chooseTestServer({ [LOCAL_SERVER_ADDRESS_ENV]: 'localhost:5433' }, answers)).resolves.toEqual({
      kind: 'local',
      url: 'postgres://postgres@localhost:5433/nebo_backend_test',
    });
    expect(answers.calls).toEqual(['localhost:5433']);
    await expect(chooseTestServer({ [LOCAL_SERVER_ADDRESS_ENV]: '127.0.0.1:1' }, probe(false))).resolves.toEqual({
      kind: 'embedded',
      probed: '127.0.0.1:1',
    });
  });

  it('refuses an address that is not host:port', async () => {
    for (const address of ['127.0.0.1', '127.0.0.1:', 'db:0', 'db:70000', ':5432']) {
      await expect(chooseTestServer({ [LOCAL_SERVER_ADDRESS_ENV]: address }, probe(true))).rejects.toThrow(
        `${LOCAL_SERVER_ADDRESS_ENV}="${address}" is not host:port`,
      );
    }
    expect(parseAddress('db.local:6543')).toEqual({ host: 'db.local', port: 6543 });
  });
});

describe('tcpAnswers', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tells a listening port from a closed one', async () => {
    await expect(tcpAnswers('127.0.0.1', port)).resolves.toBe(true);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(tcpAnswers('127.0.0.1', closedPort)).resolves.toBe(false);
  });
});

describe('ownerOfFolder', () => {
  it('reads the run process out of an embedded server folder and ignores everything else', () => {
    expect(ownerOfFolder('nebo-test-postgres-4242-aB3xYz')).toBe(4242);
    expect(ownerOfFolder('nebo-test-postgres-x-aB3xYz')).toBeNull();
    expect(ownerOfFolder('nebo-shared-ui-123')).toBeNull();
  });
});
