import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';

/** The versions through the real application, with the commit recorded by the "build". */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ NEBO_COMMIT: 'abc1234' });
});

afterAll(() => t.close());

describe('GET /api/system/versions', () => {
  it("answers anyone the backend's version, commit, start time and the migrations applied", async () => {
    const body = (await t.http.get('/api/system/versions').expect(200)).body;
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8')) as { version: string };
    const [level] = await t.dataSource.query('SELECT count(*)::int AS count FROM schema_migrations');
    const [latest] = await t.dataSource.query('SELECT name FROM schema_migrations ORDER BY timestamp DESC, id DESC LIMIT 1');
    expect(body).toEqual({
      version: manifest.version,
      commit: 'abc1234',
      startedAt: expect.any(String),
      database: { migrationCount: level.count, latestMigration: latest.name },
    });
    expect(level.count).toBeGreaterThan(10);
    expect(Date.now() - Date.parse(body.startedAt)).toBeLessThan(10 * 60_000);
    // The same with a token: public, not owner-dependent.
    const signedIn = (
      await t.http
        .get('/api/system/versions')
        .set('Authorization', await t.bearer('pilot'))
        .expect(200)
    ).body;
    expect(signedIn).toEqual(body);
  });
});
