import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { EXE, JPEG, PDF, PNG, newPilot, storedObjects } from '../../files/testing/upload-fixtures';

// One application for the file; every test works with pilots of its own, so order does not matter.
let t: TestApp;
let dataDir: string;
let m350: { id: string; name: string };
let archivedModel: { id: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-drones-test-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  const admin = await t.bearer('admin');
  const models = (await t.http.get('/api/drone/models').query({ query: 'Matrice 350' }).set('Authorization', admin)).body.data;
  m350 = models[0];
  const maker = (await t.http.post('/api/drone/manufacturers/save').set('Authorization', admin).send({ name: 'Drones Test Aero' })).body;
  archivedModel = (
    await t.http
      .post('/api/drone/models/save')
      .set('Authorization', admin)
      .field('model', JSON.stringify({ manufacturerId: maker.id, name: 'Old One' }))
  ).body;
  await t.http.put(`/api/drone/models/to-archive/${archivedModel.id}`).set('Authorization', admin).expect(200);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const objects = () => storedObjects(path.join(dataDir, 'files'));

async function pilotAuth(name = 'Pilot'): Promise<string> {
  return `Bearer ${await t.issuer.tokenForIdentity(newPilot(name))}`;
}

function saveDrone(auth: string, drone: Record<string, unknown>, files: Array<[string, Buffer, string]> = []) {
  const request = t.http.post('/api/user/drones/insertOrUpdate').set('Authorization', auth).field('drone', JSON.stringify(drone));
  for (const [field, content, filename] of files) request.attach(field, content, filename);
  return request;
}

let registrationSequence = 0;
const uniqueRegistration = () => `RU-T${process.pid}-${++registrationSequence}`;

describe('GET /api/user/drones/library-defaults/{id}', () => {
  it("prefills the form with the model's figures", async () => {
    const { body } = await t.http
      .get(`/api/user/drones/library-defaults/${m350.id}`)
      .set('Authorization', await pilotAuth())
      .expect(200);
    expect(body).toMatchObject({
      modelId: m350.id,
      model: { id: m350.id, name: 'DJI Matrice 350 RTK' },
      name: 'DJI Matrice 350 RTK',
      manufacturer: 'DJI',
      droneType: 'MULTICOPTER',
      engineCount: 4,
      weightClass: 'LIGHT',
      maxTakeoffWeight: 9.2,
      temperature: { from: -20, to: 50 },
      windSpeed: { from: 0, to: 12 },
    });
  });

  it("answers the spec's 400 without a model id, and 404 for an unknown one", async () => {
    const auth = await pilotAuth();
    const { body } = await t.http.get('/api/user/drones/library-defaults/').set('Authorization', auth).expect(400);
    expect(body).toEqual({ error: 'Bad Request', message: 'No model id was provided', statusCode: 400, code: 'drones.no-model-id' });
    await t.http.get('/api/user/drones/library-defaults/00000000-0000-4000-8000-00000000dead').set('Authorization', auth).expect(404);
    await t.http.get('/api/user/drones/library-defaults/nonsense').set('Authorization', auth).expect(404);
  });
});

describe('POST /api/user/drones/insertOrUpdate', () => {
  it('registers a drone from a library model with photos and scans; the summary then allows flying', async () => {
    const auth = await pilotAuth('Flyer');
    const registrationNumber = uniqueRegistration();
    const { body } = await saveDrone(
      auth,
      {
        name: 'Рабочий M350',
        modelId: m350.id,
        serialNumber: '1581F5FHD23',
        registrationNumber: registrationNumber.toLowerCase(),
        issueYear: 2024,
      },
      [
        ['images.FRONT', JPEG, 'front.jpg'],
        ['images.BACK', PNG, 'back.png'],
        ['registrationCertScans', PDF, 'registration.pdf'],
        ['airworthinessCertScans', JPEG, 'airworthiness.jpg'],
      ],
    ).expect(200);
    expect(body).toMatchObject({
      name: 'Рабочий M350',
      modelId: m350.id,
      model: { id: m350.id, name: 'DJI Matrice 350 RTK' },
      manufacturer: 'DJI',
      registrationNumber,
      engineCount: 4,
      maxTakeoffWeight: 9.2,
      weightClass: 'LIGHT',
      temperature: { from: -20, to: 50 },
    });
    expect(body.imageInfos.map((i: { projection: string; main: boolean }) => [i.projection, i.main])).toEqual([
      ['FRONT', true],
      ['BACK', false],
    ]);
    expect(body.registrationCertScans).toEqual([
      expect.objectContaining({ filename: 'registration.pdf', accessTypeCode: 'PROTECTED', url: expect.stringContaining('/api/files/') }),
    ]);
    expect(body.airworthinessCertScans).toHaveLength(1);
    // The owner reads the protected photo with the access_token query parameter (docs/requirements.md#files-uploads).
    const token = auth.slice('Bearer '.length);
    await t.http.get(`/api/files/${body.imageInfos[0].id}`).query({ access_token: token }).expect(200);

    const list = await t.http.get('/api/user/drones/find').set('Authorization', auth).expect(200);
    expect(list.body).toEqual({
      // The list's main picture is exactly the drone's FRONT image as the drone itself shows it.
      data: [expect.objectContaining({ id: body.id, name: 'Рабочий M350', mainImage: body.imageInfos[0] })],
      meta: { totalCount: 1 },
    });

    const before = (await t.http.get('/api/user/current/summary').set('Authorization', auth)).body;
    expect(before).toMatchObject({ dronesCount: 1, allowedToFly: false });
    await t.http
      .patch('/api/user/current/profile/person-identity')
      .set('Authorization', auth)
      .send({ sex: 'M', lastName: 'Летунов', firstName: 'Пётр', birthDate: '1990-05-05' })
      .expect(200);
    // Personal identity also needs the passport (documents module).
    const passport = {
      typeCode: 'RU_PASSPORT',
      series: '4510',
      number: '123456',
      issued: '2015-06-01',
      issuer: 'ОВД Тверского района',
      residenceAddress: 'Москва, ул. Тверская, 1',
      birthPlace: 'Москва',
    };
    await t.http
      .post('/api/user/current/documents')
      .set('Authorization', auth)
      .field('document', JSON.stringify(passport))
      .attach('files', PDF, 'passport.pdf')
      .expect(200);
    const after = (await t.http.get('/api/user/current/summary').set('Authorization', auth)).body;
    expect(after).toMatchObject({ dronesCount: 1, fieldGroupsCompletion: { personIdentity: true }, allowedToFly: true });
  });

  it('updates: keeps files by id, replaces and drops others, removing dropped files', async () => {
    const auth = await pilotAuth();
    const created = (
      await saveDrone(auth, { name: 'Edit me', maxTakeoffWeight: 1.2 }, [
        ['images.FRONT', PNG, 'f.png'],
        ['images.TOP', PNG, 't.png'],
        ['registrationCertScans', PDF, 'r1.pdf'],
        ['registrationCertScans', PDF, 'r2.pdf'],
      ]).expect(200)
    ).body;
    const [front, top] = created.imageInfos;
    const [r1, r2] = created.registrationCertScans;
    const { body } = await saveDrone(
      auth,
      {
        id: created.id,
        name: 'Edited',
        maxTakeoffWeight: 45,
        imageInfos: [{ id: top.id, projection: 'TOP' }],
        registrationCertScans: [{ id: r2.id }],
      },
      [['images.FRONT', JPEG, 'new-front.jpg']],
    ).expect(200);
    expect(body).toMatchObject({ id: created.id, name: 'Edited', weightClass: 'MEDIUM' });
    expect(body.imageInfos.map((i: { filename: string }) => i.filename)).toEqual(['new-front.jpg', 't.png']);
    expect(body.registrationCertScans.map((s: { id: string }) => s.id)).toEqual([r2.id]);
    const owner = auth.slice('Bearer '.length);
    for (const gone of [front.id, r1.id]) await t.http.get(`/api/files/${gone}`).query({ access_token: owner }).expect(404);
  });

  it('checks every range and rule as field errors, storing nothing', async () => {
    const auth = await pilotAuth();
    const before = objects().length;
    const { body } = await saveDrone(
      auth,
      {
        name: '',
        engineCount: 0,
        temperature: { from: -51, to: 51 },
        windSpeed: { from: -1, to: 41 },
        issueYear: 1900,
        maxTakeoffWeight: -1,
        droneType: 'BALLOON',
        registrationNumber: 'RU 12 @@',
        colour: 'red',
      },
      [['images.FRONT', PNG, 'f.png']],
    ).expect(400);
    expect(body.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(
      [
        'colour',
        'droneType',
        'engineCount',
        'issueYear',
        'maxTakeoffWeight',
        'name',
        'registrationNumber',
        'temperature.from',
        'temperature.to',
        'windSpeed.from',
        'windSpeed.to',
      ].sort(),
    );
    const future = await saveDrone(auth, { name: 'Future', issueYear: new Date().getUTCFullYear() + 2 }).expect(400);
    expect(future.body.detailedError).toEqual([{ field: 'issueYear', error: expect.stringContaining('must not be later than') }]);
    const conflict = await saveDrone(auth, { name: 'Heavy?', maxTakeoffWeight: 200, weightClass: 'LIGHT' }).expect(400);
    expect(conflict.body.detailedError).toEqual([{ field: 'weightClass', error: expect.stringContaining('must be HEAVY') }]);
    const archived = await saveDrone(auth, { name: 'Old', modelId: archivedModel.id }).expect(400);
    expect(archived.body.detailedError).toEqual([{ field: 'modelId', error: 'this drone model is archived' }]);
    const unknownModel = await saveDrone(auth, { name: 'Nope', modelId: '00000000-0000-4000-8000-00000000dead' }).expect(400);
    expect(unknownModel.body.detailedError).toEqual([{ field: 'modelId', error: 'no such drone model' }]);
    expect(objects().length).toBe(before);
    expect((await t.http.get('/api/user/drones/find').set('Authorization', auth)).body.meta.totalCount).toBe(0);
  });

  it('refuses mislabeled, foreign-format and oversized files with nothing left on disk', async () => {
    const auth = await pilotAuth();
    const before = objects().length;
    const mislabeled = await saveDrone(auth, { name: 'Files' }, [['registrationCertScans', PNG, 'scan.pdf']]).expect(400);
    expect(mislabeled.body.detailedError[0].field).toBe('registrationCertScans');
    const exe = await saveDrone(auth, { name: 'Files' }, [
      ['images.FRONT', PNG, 'ok.png'],
      ['images.TOP', EXE, 'photo.jpg'],
    ]).expect(400);
    expect(exe.body.detailedError[0].field).toBe('images.TOP');
    await saveDrone(auth, { name: 'Files' }, [['images.FRONT', Buffer.concat([JPEG, Buffer.alloc(5_242_880)]), 'big.jpg']]).expect(413);
    const tooMany = await saveDrone(
      auth,
      { name: 'Files' },
      Array.from({ length: 6 }, (_, i): [string, Buffer, string] => ['airworthinessCertScans', PDF, `a${i}.pdf`]),
    ).expect(400);
    expect(tooMany.body.detailedError[0].field).toBe('airworthinessCertScans');
    const unknownPart = await saveDrone(auth, { name: 'Files' }, [['images.SIDE', PNG, 'side.png']]).expect(400);
    expect(unknownPart.body.statusCode).toBe(400);
    expect(objects().length).toBe(before);
  });

  it('keeps registration numbers unique across pilots (case-insensitive)', async () => {
    const number = uniqueRegistration();
    await saveDrone(await pilotAuth('First'), { name: 'First', registrationNumber: number }).expect(200);
    const { body } = await saveDrone(await pilotAuth('Second'), { name: 'Second', registrationNumber: number.toLowerCase() }).expect(400);
    expect(body.detailedError).toEqual([
      { field: 'registrationNumber', error: 'a drone with this registration number is already registered' },
    ]);
  });
});

describe('GET /api/user/drones/checkExistRegistrationNumber', () => {
  it('tells whether any drone carries the number, ignoring case and the drone being edited', async () => {
    const auth = await pilotAuth();
    const number = uniqueRegistration();
    const drone = (await saveDrone(auth, { name: 'Numbered', registrationNumber: number }).expect(200)).body;
    const other = await pilotAuth();
    const check = (query: Record<string, string>) =>
      t.http.get('/api/user/drones/checkExistRegistrationNumber').query(query).set('Authorization', other);
    expect((await check({ registrationNumber: number.toLowerCase() }).expect(200)).body).toEqual({ exists: true });
    expect((await check({ registrationNumber: `${number}9` }).expect(200)).body).toEqual({ exists: false });
    expect((await check({ registrationNumber: number, id: drone.id }).expect(200)).body).toEqual({ exists: false });
    const missing = await check({}).expect(400);
    expect(missing.body.detailedError[0].field).toBe('registrationNumber');
  });
});

describe('GET /api/user/drones/find', () => {
  it('filters by text, model and weight class; pages and sorts', async () => {
    const auth = await pilotAuth();
    await saveDrone(auth, { name: 'Alpha', modelId: m350.id }).expect(200);
    await saveDrone(auth, { name: 'Bravo', maxTakeoffWeight: 40 }).expect(200);
    await saveDrone(auth, { name: 'Charlie', maxTakeoffWeight: 1 }).expect(200);
    const find = (query: Record<string, string | number>) =>
      t.http.get('/api/user/drones/find').query(query).set('Authorization', auth).expect(200);
    expect((await find({})).body.data.map((d: { name: string }) => d.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    const [alpha] = (await find({})).body.data;
    expect(Object.keys(alpha)).toEqual([
      'id',
      'name',
      'model',
      'manufacturer',
      'serialNumber',
      'registrationNumber',
      'issueYear',
      'droneType',
      'weightClass',
      'maxTakeoffWeight',
      'mainImage',
      'createDate',
    ]);
    expect(alpha).toMatchObject({ name: 'Alpha', model: { id: m350.id, name: m350.name }, mainImage: null });
    expect((await find({ sort: 'NAME-' })).body.data.map((d: { name: string }) => d.name)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect((await find({ query: 'brav' })).body.data.map((d: { name: string }) => d.name)).toEqual(['Bravo']);
    expect((await find({ model: m350.id })).body.data.map((d: { name: string }) => d.name)).toEqual(['Alpha']);
    expect((await find({ weightClass: 'MEDIUM' })).body.data.map((d: { name: string }) => d.name)).toEqual(['Bravo']);
    const page = (await find({ page: 1, size: 2 })).body;
    expect(page).toEqual({ data: [expect.objectContaining({ name: 'Charlie' })], meta: { totalCount: 3 } });
    expect((await find({ page: 5, size: 2 })).body).toEqual({ data: [], meta: { totalCount: 3 } });
    await t.http.get('/api/user/drones/find').query({ sort: 'OWNER' }).set('Authorization', auth).expect(400);
  });

  it('may be the first call of a new pilot: the user is created just in time, with an empty list', async () => {
    const identity = newPilot('Newcomer');
    const auth = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
    expect((await t.http.get('/api/user/drones/find').set('Authorization', auth).expect(200)).body).toEqual({
      data: [],
      meta: { totalCount: 0 },
    });
    expect(await t.dataSource.query('SELECT login FROM users WHERE subject = $1', [identity.sub])).toEqual([{ login: identity.login }]);
    await saveDrone(auth, { name: 'First' }).expect(200);
    expect((await t.http.get('/api/user/drones/find').set('Authorization', auth).expect(200)).body.meta.totalCount).toBe(1);
  });

  it('is for individual pilots: an admin or an authority reviewer is refused', async () => {
    await t.http
      .get('/api/user/drones/find')
      .set('Authorization', await t.bearer('admin'))
      .expect(403);
    await t.http
      .get('/api/user/drones/find')
      .set('Authorization', await t.bearer('authority'))
      .expect(403);
    await t.http.get('/api/user/drones/find').expect(401);
  });
});

describe("another pilot's drone", () => {
  it('is a 404 on every route, and its files stay unreadable and untouched', async () => {
    const owner = await pilotAuth('Owner');
    const intruder = await pilotAuth('Intruder');
    const drone = (
      await saveDrone(owner, { name: 'Mine' }, [
        ['images.FRONT', PNG, 'f.png'],
        ['registrationCertScans', PDF, 'r.pdf'],
      ]).expect(200)
    ).body;

    const notFound = await t.http.get(`/api/user/drones/${drone.id}`).set('Authorization', intruder).expect(404);
    expect(notFound.body).toEqual({ error: 'Not Found', message: 'Drone not found', statusCode: 404, code: 'drones.not-found' });
    await t.http.delete(`/api/user/drones/${drone.id}`).set('Authorization', intruder).expect(404);
    await saveDrone(intruder, { id: drone.id, name: 'Stolen' }).expect(404);
    expect((await t.http.get('/api/user/drones/find').set('Authorization', intruder)).body).toEqual({ data: [], meta: { totalCount: 0 } });
    // Keeping the owner's files in one's own drone is refused too.
    const foreign = await saveDrone(intruder, {
      name: 'Mine too',
      imageInfos: [{ id: drone.imageInfos[0].id, projection: 'FRONT' }],
      registrationCertScans: [{ id: drone.registrationCertScans[0].id }],
    }).expect(400);
    expect(foreign.body.detailedError.map((e: { field: string }) => e.field)).toEqual(['imageInfos.0.id', 'registrationCertScans.0.id']);
    const intruderToken = intruder.slice('Bearer '.length);
    await t.http.get(`/api/files/${drone.registrationCertScans[0].id}`).query({ access_token: intruderToken }).expect(404);

    const still = await t.http.get(`/api/user/drones/${drone.id}`).set('Authorization', owner).expect(200);
    expect(still.body).toMatchObject({ name: 'Mine', imageInfos: [expect.objectContaining({ id: drone.imageInfos[0].id })] });
  });
});

describe('DELETE /api/user/drones/{id}', () => {
  it('deletes the drone with its files; the summary counts it no more', async () => {
    const auth = await pilotAuth();
    const drone = (await saveDrone(auth, { name: 'Short-lived' }, [['images.FRONT', PNG, 'f.png']]).expect(200)).body;
    expect((await t.http.get('/api/user/current/summary').set('Authorization', auth)).body.dronesCount).toBe(1);
    await t.http.delete(`/api/user/drones/${drone.id}`).set('Authorization', auth).expect(204);
    await t.http.get(`/api/user/drones/${drone.id}`).set('Authorization', auth).expect(404);
    await t.http
      .get(`/api/files/${drone.imageInfos[0].id}`)
      .query({ access_token: auth.slice('Bearer '.length) })
      .expect(404);
    expect((await t.http.get('/api/user/current/summary').set('Authorization', auth)).body.dronesCount).toBe(0);
  });
});
