import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { JPEG, PDF, PNG, EXE, storedObjects } from '../../files/testing/file-fixtures';

const PATH = '/api/user/current/profile/avatar';

let t: TestApp;
let dataDir: string;
const objects = () => storedObjects(path.join(dataDir, 'files'));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-avatar-test-'));
  t = await startTestApp({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPilot(): Promise<{ authorization: string; token: string }> {
  const sub = randomUUID();
  const token = await t.issuer.tokenForIdentity({
    sub,
    login: `av-${sub}@nebo.local`,
    givenName: 'Ivan',
    familyName: 'Petrov',
    roles: ['user', 'individual'],
  });
  await t.http.get('/api/user/current').set('Authorization', `Bearer ${token}`).expect(200);
  return { authorization: `Bearer ${token}`, token };
}

const avatarOf = async (authorization: string) =>
  (await t.http.get('/api/user/current/profile').set('Authorization', authorization).expect(200)).body.avatar;
/** The path and query of an absolute file URL, for the in-process test client. */
const local = (url: string) => new URL(url).pathname;

describe('POST and DELETE /api/user/current/profile/avatar', () => {
  it('stores an image, shows it in the profile and serves it to its owner only (access_token in the URL)', async () => {
    const owner = await newPilot();
    const res = await t.http.post(PATH).set('Authorization', owner.authorization).attach('avatar', PNG, 'me.png').expect(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/\/api\/files\/[0-9a-f-]{36}$/) });
    expect(await avatarOf(owner.authorization)).toEqual(res.body);

    const image = await t.http.get(local(res.body.url)).query({ access_token: owner.token }).expect(200);
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    const stranger = await newPilot();
    await t.http.get(local(res.body.url)).query({ access_token: stranger.token }).expect(404);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const owner = await newPilot();
    const first = (await t.http.post(PATH).set('Authorization', owner.authorization).attach('avatar', PNG, 'one.png').expect(200)).body;
    const before = objects().length;
    const second = (await t.http.post(PATH).set('Authorization', owner.authorization).attach('avatar', JPEG, 'two.jpg').expect(200)).body;
    expect(second.url).not.toBe(first.url);
    expect(objects()).toHaveLength(before);
    await t.http.get(local(first.url)).set('Authorization', owner.authorization).expect(404);
    expect(await avatarOf(owner.authorization)).toEqual(second);
  });

  it('deletes the avatar (and its file); deleting again is fine', async () => {
    const owner = await newPilot();
    const { url } = (await t.http.post(PATH).set('Authorization', owner.authorization).attach('avatar', PNG, 'me.png').expect(200)).body;
    const before = objects().length;
    await t.http.delete(PATH).set('Authorization', owner.authorization).expect(204);
    expect(await avatarOf(owner.authorization)).toBeNull();
    expect(objects()).toHaveLength(before - 1);
    await t.http.get(local(url)).set('Authorization', owner.authorization).expect(404);
    await t.http.delete(PATH).set('Authorization', owner.authorization).expect(204);
  });

  describe('refuses and stores nothing', () => {
    it.each([
      ['a PDF', PDF, 'scan.pdf'],
      ['a PNG named .pdf', PNG, 'photo.pdf'],
      ['an .exe named .jpg', EXE, 'photo.jpg'],
    ])('%s: 400 on the avatar field', async (_label, content, filename) => {
      const owner = await newPilot();
      const before = objects().length;
      const res = await t.http.post(PATH).set('Authorization', owner.authorization).attach('avatar', content, filename).expect(400);
      expect(res.body.detailedError).toEqual([expect.objectContaining({ field: 'avatar' })]);
      expect(objects()).toHaveLength(before);
      expect(await avatarOf(owner.authorization)).toBeNull();
    });

    it('an image over 5 MB: 413, cut off while streaming', async () => {
      const owner = await newPilot();
      const before = objects().length;
      const big = Buffer.concat([PNG, Buffer.alloc(5_242_880, 1)]);
      const res = await t.http
        .post(PATH)
        .set('Authorization', owner.authorization)
        .attach('avatar', big, 'big.png')
        .catch((error: { response?: unknown }) => error.response);
      expect((res as { status: number }).status).toBe(413);
      expect(objects()).toHaveLength(before);
      expect(await avatarOf(owner.authorization)).toBeNull();
    });

    it('no file, or another field name: 400', async () => {
      const owner = await newPilot();
      const none = await t.http.post(PATH).set('Authorization', owner.authorization).field('note', 'x').expect(400);
      expect(none.body.detailedError).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/avatar|note/) })]),
      );
      await t.http.post(PATH).set('Authorization', owner.authorization).attach('photo', PNG, 'me.png').expect(400);
      await t.http.post(PATH).set('Authorization', owner.authorization).send({ avatar: 'me.png' }).expect(400);
      expect(await avatarOf(owner.authorization)).toBeNull();
    });
  });
});
