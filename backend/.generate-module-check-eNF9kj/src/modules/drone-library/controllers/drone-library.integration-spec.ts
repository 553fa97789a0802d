import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { EXE, JPEG, PDF, PNG, newPilot, storedObjects } from '../../files/testing/upload-fixtures';

// One application for the file: the seeded library is read, and every write uses names of its own.
let t: TestApp;
let dataDir: string;
let admin: string;
let pilot: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-library-test-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  admin = await t.bearer('admin');
  pilot = await t.bearer('pilot');
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const objects = () => storedObjects(path.join(dataDir, 'files'));

async function createManufacturer(name: string, extra: Record<string, unknown> = {}) {
  const response = await t.http
    .post('/api/drone/manufacturers/save')
    .set('Authorization', admin)
    .send({ name, ...extra })
    .expect(200);
  return response.body as { id: string; name: string; status: string };
}

function saveModel(model: Record<string, unknown>, files: Array<[string, Buffer, string]> = [], auth = admin) {
  const request = t.http.post('/api/drone/models/save').set('Authorization', auth).field('model', JSON.stringify(model));
  for (const [field, content, filename] of files) request.attach(field, content, filename);
  return request;
}

async function registerDrone(modelId: string) {
  const identity = newPilot('Owner');
  const auth = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
  await t.http
    .post('/api/user/drones/insertOrUpdate')
    .set('Authorization', auth)
    .field('drone', JSON.stringify({ name: 'In use', modelId }))
    .expect(200);
}

describe('GET /api/drone/manufacturers', () => {
  it('lists the seeded manufacturers to any signed-in user, with data and meta.totalCount', async () => {
    const { body } = await t.http.get('/api/drone/manufacturers?size=100').set('Authorization', pilot).expect(200);
    expect(body.meta.totalCount).toBeGreaterThanOrEqual(8);
    expect(body.data.map((m: { nameEn: string }) => m.nameEn)).toEqual(expect.arrayContaining(['Geoscan', 'DJI', 'ZALA Aero']));
    const dji = body.data.find((m: { nameEn: string }) => m.nameEn === 'DJI');
    expect(dji).toMatchObject({ country: 'CN', status: 'ACTIVE', source: expect.any(String), modelsCount: expect.any(Number) });
  });

  it('finds by part of the Russian or English name, case-insensitively', async () => {
    const ru = await t.http.get('/api/drone/manufacturers').query({ query: 'геоскан' }).set('Authorization', pilot).expect(200);
    expect(ru.body.data.map((m: { name: string }) => m.name)).toEqual(['Геоскан']);
    const en = await t.http.get('/api/drone/manufacturers').query({ query: 'supercam' }).set('Authorization', pilot).expect(200);
    expect(en.body.meta.totalCount).toBe(1);
  });

  it('filters by country and pages with the total of all matches', async () => {
    const { body } = await t.http
      .get('/api/drone/manufacturers')
      .query({ country: 'RU', size: 2, page: 1, sort: 'NAME' })
      .set('Authorization', pilot)
      .expect(200);
    expect(body.meta.totalCount).toBe(3);
    expect(body.data).toHaveLength(1);
  });

  it('refuses an unknown sort field and status as field errors', async () => {
    const { body } = await t.http
      .get('/api/drone/manufacturers')
      .query({ sort: 'PASSWORD', status: 'GONE' })
      .set('Authorization', pilot)
      .expect(400);
    expect(body.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(['status']);
    const sort = await t.http.get('/api/drone/manufacturers').query({ sort: 'PASSWORD' }).set('Authorization', pilot).expect(400);
    expect(sort.body.detailedError).toEqual([{ field: 'sort', error: expect.stringContaining('sort must be one of') }]);
  });

  it('needs a signed-in caller', async () => {
    await t.http.get('/api/drone/manufacturers').expect(401);
  });
});

describe('manufacturer writes', () => {
  it('are for admins only', async () => {
    await t.http.post('/api/drone/manufacturers/save').set('Authorization', pilot).send({ name: 'Pilot Aero' }).expect(403);
    const [any] = (await t.http.get('/api/drone/manufacturers').set('Authorization', pilot)).body.data;
    await t.http.put(`/api/drone/manufacturers/to-archive/${any.id}`).set('Authorization', pilot).expect(403);
    await t.http.delete(`/api/drone/manufacturers/${any.id}`).set('Authorization', pilot).expect(403);
  });

  it('creates, reads, updates, archives and restores a manufacturer', async () => {
    const created = await createManufacturer('  Тестовый завод ', { nameEn: 'Test Works', country: 'ru', website: 'https://example.org' });
    expect(created).toMatchObject({ name: 'Тестовый завод', country: 'RU', status: 'ACTIVE' });
    const updated = await t.http
      .post('/api/drone/manufacturers/save')
      .set('Authorization', admin)
      .send({ id: created.id, name: 'Тестовый завод 2', nameEn: '', country: 'RU' })
      .expect(200);
    expect(updated.body).toMatchObject({ id: created.id, name: 'Тестовый завод 2', nameEn: null, website: null });
    const archived = await t.http.put(`/api/drone/manufacturers/to-archive/${created.id}`).set('Authorization', admin).expect(200);
    expect(archived.body.status).toBe('ARCHIVED');
    const listed = await t.http
      .get('/api/drone/manufacturers')
      .query({ status: 'ARCHIVED', query: 'Тестовый завод 2' })
      .set('Authorization', admin);
    expect(listed.body.data.map((m: { id: string }) => m.id)).toEqual([created.id]);
    const restored = await t.http.put(`/api/drone/manufacturers/to-active/${created.id}`).set('Authorization', admin).expect(200);
    expect(restored.body.status).toBe('ACTIVE');
    const read = await t.http.get(`/api/drone/manufacturers/${created.id}`).set('Authorization', pilot).expect(200);
    expect(read.body.name).toBe('Тестовый завод 2');
  });

  it('refuses a duplicate name, a bad country, a bad website and unknown fields, field by field', async () => {
    const duplicate = await t.http.post('/api/drone/manufacturers/save').set('Authorization', admin).send({ name: 'dji' }).expect(400);
    expect(duplicate.body.detailedError).toEqual([{ field: 'name', error: 'a manufacturer with this name already exists' }]);
    const bad = await t.http
      .post('/api/drone/manufacturers/save')
      .set('Authorization', admin)
      .send({ name: '', country: 'Russia', website: 'ftp://x', colour: 'red' })
      .expect(400);
    expect(bad.body.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'country', 'name', 'website']);
  });

  it('answers 404 for an unknown manufacturer, and 400 for an id that is not one', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    await t.http.get(`/api/drone/manufacturers/${unknown}`).set('Authorization', pilot).expect(404);
    await t.http.post('/api/drone/manufacturers/save').set('Authorization', admin).send({ id: unknown, name: 'Ghost' }).expect(404);
    await t.http.put(`/api/drone/manufacturers/to-archive/${unknown}`).set('Authorization', admin).expect(404);
    await t.http.get('/api/drone/manufacturers/not-an-id').set('Authorization', pilot).expect(400);
  });

  it('deletes a manufacturer with its models, unless a drone uses one (409)', async () => {
    const free = await createManufacturer('Free Aero');
    await saveModel({ manufacturerId: free.id, name: 'Free One', maxTakeoffWeight: 2 }).expect(200);
    await t.http.delete(`/api/drone/manufacturers/${free.id}`).set('Authorization', admin).expect(204);
    await t.http.get(`/api/drone/manufacturers/${free.id}`).set('Authorization', admin).expect(404);
    const models = await t.http.get('/api/drone/models').query({ query: 'Free One' }).set('Authorization', admin);
    expect(models.body.meta.totalCount).toBe(0);

    const busy = await createManufacturer('Busy Aero');
    const model = (await saveModel({ manufacturerId: busy.id, name: 'Busy One', maxTakeoffWeight: 2 }).expect(200)).body;
    await registerDrone(model.id);
    const refused = await t.http.delete(`/api/drone/manufacturers/${busy.id}`).set('Authorization', admin).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, error: 'Conflict', message: expect.stringContaining('cannot be deleted') });
    await t.http.get(`/api/drone/manufacturers/${busy.id}`).set('Authorization', admin).expect(200);
  });
});

describe('GET /api/drone/models', () => {
  it('lists at least 30 seeded models with their manufacturer, class and source', async () => {
    const { body } = await t.http.get('/api/drone/models?size=100').set('Authorization', pilot).expect(200);
    expect(body.meta.totalCount).toBeGreaterThanOrEqual(30);
    const m350 = body.data.find((m: { name: string }) => m.name === 'DJI Matrice 350 RTK');
    expect(m350).toMatchObject({
      manufacturer: { name: 'DJI', country: 'CN' },
      droneType: 'MULTICOPTER',
      weightClass: 'LIGHT',
      maxTakeoffWeight: 9.2,
      temperature: { from: -20, to: 50 },
      windSpeed: { from: 0, to: 12 },
      imageInfos: [],
      source: expect.stringContaining('dji.com'),
    });
  });

  it('filters by manufacturer id, weight class, type and text', async () => {
    const geoscan = (await t.http.get('/api/drone/manufacturers').query({ query: 'Geoscan' }).set('Authorization', pilot)).body.data[0];
    const byMaker = await t.http.get('/api/drone/models').query({ manufacturer: geoscan.id }).set('Authorization', pilot).expect(200);
    expect(byMaker.body.data.every((m: { manufacturer: { id: string } }) => m.manufacturer.id === geoscan.id)).toBe(true);
    expect(byMaker.body.meta.totalCount).toBeGreaterThanOrEqual(4);
    const medium = await t.http
      .get('/api/drone/models')
      .query({ weightClass: 'MEDIUM', size: 100 })
      .set('Authorization', pilot)
      .expect(200);
    expect(medium.body.data.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['DJI Agras T40', 'DJI FlyCart 30']));
    const fixedWing = await t.http
      .get('/api/drone/models')
      .query({ droneType: 'FIXED_WING', query: '201' })
      .set('Authorization', pilot)
      .expect(200);
    expect(fixedWing.body.data.map((m: { name: string }) => m.name)).toEqual(['Геоскан 201']);
    await t.http.get('/api/drone/models').query({ manufacturer: 'dji' }).set('Authorization', pilot).expect(400);
  });

  it('reads one model, and 404 for an unknown one', async () => {
    const [first] = (await t.http.get('/api/drone/models').set('Authorization', pilot)).body.data;
    const { body } = await t.http.get(`/api/drone/models/${first.id}`).set('Authorization', pilot).expect(200);
    expect(body.id).toBe(first.id);
    await t.http.get('/api/drone/models/00000000-0000-4000-8000-00000000dead').set('Authorization', pilot).expect(404);
  });
});

describe('POST /api/drone/models/save', () => {
  let maker: { id: string };

  beforeAll(async () => {
    maker = await createManufacturer('Model Works');
  });

  it('creates a model with projection pictures (FRONT main, PUBLIC), derives the class and reads back', async () => {
    const { body } = await saveModel(
      {
        manufacturerId: maker.id,
        name: 'MW-1',
        droneType: 'MULTICOPTER',
        engineType: 'ELECTRIC',
        engineCount: 4,
        maxTakeoffWeight: 45,
        temperature: { from: -20, to: 45 },
        windSpeed: { from: 0, to: 15 },
      },
      [
        ['images.FRONT', PNG, 'front.png'],
        ['images.TOP', JPEG, 'top.jpg'],
      ],
    ).expect(200);
    expect(body).toMatchObject({ name: 'MW-1', weightClass: 'MEDIUM', engineCount: 4, status: 'ACTIVE', manufacturer: { id: maker.id } });
    expect(body.imageInfos).toEqual([
      expect.objectContaining({ projection: 'FRONT', main: true, filename: 'front.png', url: expect.stringContaining('/public/files/') }),
      expect.objectContaining({ projection: 'TOP', main: false, filename: 'top.jpg' }),
    ]);
    const picture = await t.http.get(`/public/files/${body.imageInfos[0].id}`).expect(200);
    expect(Buffer.compare(picture.body as Buffer, PNG)).toBe(0);
  });

  it('keeps pictures by id, replaces sent ones, drops the rest, and removes unused files', async () => {
    const created = (
      await saveModel({ manufacturerId: maker.id, name: 'MW-2' }, [
        ['images.FRONT', PNG, 'a.png'],
        ['images.LEFT', PNG, 'l.png'],
      ]).expect(200)
    ).body;
    const [front, left] = created.imageInfos;
    const before = objects().length;
    const { body } = await saveModel(
      { id: created.id, manufacturerId: maker.id, name: 'MW-2', imageInfos: [{ id: left.id, projection: 'LEFT' }] },
      [['images.FRONT', JPEG, 'b.jpg']],
    ).expect(200);
    expect(body.imageInfos.map((i: { projection: string; id: string }) => [i.projection, i.id === left.id])).toEqual([
      ['FRONT', false],
      ['LEFT', true],
    ]);
    expect(body.imageInfos[0].id).not.toBe(front.id);
    // One new picture in, the replaced one out.
    expect(objects().length).toBe(before);
    await t.http.get(`/public/files/${front.id}`).expect(404);
  });

  it('copies a model unsaved; saving the copy shares the pictures', async () => {
    const original = (
      await saveModel({ manufacturerId: maker.id, name: 'MW-3', maxTakeoffWeight: 3 }, [['images.FRONT', PNG, 'f.png']]).expect(200)
    ).body;
    const copy = (await t.http.get(`/api/drone/models/copy/${original.id}`).set('Authorization', admin).expect(200)).body;
    expect(copy).toMatchObject({
      id: null,
      name: 'MW-3 (копия)',
      maxTakeoffWeight: 3,
      imageInfos: [expect.objectContaining({ id: original.imageInfos[0].id })],
    });
    const count = (await t.http.get('/api/drone/models').query({ query: 'MW-3' }).set('Authorization', admin)).body.meta.totalCount;
    expect(count).toBe(1);
    const saved = (
      await saveModel({
        manufacturerId: maker.id,
        name: copy.name,
        maxTakeoffWeight: copy.maxTakeoffWeight,
        imageInfos: copy.imageInfos.map((i: { id: string; projection: string }) => ({ id: i.id, projection: i.projection })),
      }).expect(200)
    ).body;
    expect(saved.id).not.toBe(original.id);
    expect(saved.imageInfos[0].id).toBe(original.imageInfos[0].id);
    await t.http.get(`/api/drone/models/copy/${original.id}`).set('Authorization', pilot).expect(403);
  });

  it('refuses out-of-range figures, a contradicting class and a missing part, nothing stored', async () => {
    const before = objects().length;
    const { body } = await saveModel(
      {
        manufacturerId: maker.id,
        name: 'MW-bad',
        temperature: { from: -60, to: 10 },
        windSpeed: { from: 0, to: 41 },
        engineCount: 0,
        maxTakeoffWeight: 10,
        weightClass: 'HEAVY',
      },
      [['images.FRONT', PNG, 'f.png']],
    ).expect(400);
    expect(body.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(['engineCount', 'temperature.from', 'windSpeed.to']);
    const conflict = await saveModel({ manufacturerId: maker.id, name: 'MW-bad', maxTakeoffWeight: 10, weightClass: 'HEAVY' }, [
      ['images.FRONT', PNG, 'f.png'],
    ]).expect(400);
    expect(conflict.body.detailedError).toEqual([{ field: 'weightClass', error: expect.stringContaining('must be LIGHT') }]);
    const swapped = await saveModel({ manufacturerId: maker.id, name: 'MW-bad', temperature: { from: 30, to: 10 } }).expect(400);
    expect(swapped.body.detailedError[0].field).toBe('temperature.from');
    const noPart = await t.http.post('/api/drone/models/save').set('Authorization', admin).attach('images.FRONT', PNG, 'f.png').expect(400);
    expect(noPart.body.detailedError).toEqual([{ field: 'model', error: 'model part is required' }]);
    const unknownMaker = await saveModel({ manufacturerId: '00000000-0000-4000-8000-00000000dead', name: 'MW-bad' }).expect(400);
    expect(unknownMaker.body.detailedError[0].field).toBe('manufacturerId');
    expect(objects().length).toBe(before);
  });

  it('refuses pictures that are not JPEG/PNG by content, too large, or not a library picture', async () => {
    const before = objects().length;
    const mislabeled = await saveModel({ manufacturerId: maker.id, name: 'MW-pic' }, [['images.FRONT', PDF, 'front.png']]).expect(400);
    expect(mislabeled.body.detailedError[0].field).toBe('images.FRONT');
    const exe = await saveModel({ manufacturerId: maker.id, name: 'MW-pic' }, [['images.FRONT', EXE, 'front.jpg']]).expect(400);
    expect(exe.body.detailedError[0].field).toBe('images.FRONT');
    await saveModel({ manufacturerId: maker.id, name: 'MW-pic' }, [
      ['images.FRONT', Buffer.concat([PNG, Buffer.alloc(5_242_880)]), 'big.png'],
    ]).expect(413);
    const foreign = await saveModel({
      manufacturerId: maker.id,
      name: 'MW-pic',
      imageInfos: [{ id: '00000000-0000-4000-8000-00000000dead', projection: 'FRONT' }],
    }).expect(400);
    expect(foreign.body.detailedError).toEqual([{ field: 'imageInfos.0.id', error: 'no such picture in the drone library' }]);
    expect(objects().length).toBe(before);
  });

  it('refuses a duplicate model name within the manufacturer', async () => {
    await saveModel({ manufacturerId: maker.id, name: 'MW-dup' }).expect(200);
    const { body } = await saveModel({ manufacturerId: maker.id, name: 'mw-DUP' }).expect(400);
    expect(body.detailedError).toEqual([{ field: 'name', error: 'this manufacturer already has a model with this name' }]);
  });

  it('is for admins only', async () => {
    await saveModel({ manufacturerId: maker.id, name: 'MW-pilot' }, [], pilot).expect(403);
  });
});

describe('model archive, restore and delete', () => {
  it('archives and restores; an archived model leaves the ACTIVE list', async () => {
    const maker = await createManufacturer('Archive Aero');
    const model = (await saveModel({ manufacturerId: maker.id, name: 'AA-1' }).expect(200)).body;
    expect((await t.http.put(`/api/drone/models/to-archive/${model.id}`).set('Authorization', admin).expect(200)).body.status).toBe(
      'ARCHIVED',
    );
    const active = await t.http.get('/api/drone/models').query({ status: 'ACTIVE', manufacturer: maker.id }).set('Authorization', pilot);
    expect(active.body.meta.totalCount).toBe(0);
    expect((await t.http.put(`/api/drone/models/to-active/${model.id}`).set('Authorization', admin).expect(200)).body.status).toBe(
      'ACTIVE',
    );
    await t.http.put(`/api/drone/models/to-archive/${model.id}`).set('Authorization', pilot).expect(403);
  });

  it('deletes an unused model; refuses one a drone uses with a clear 409', async () => {
    const maker = await createManufacturer('Delete Aero');
    const unused = (await saveModel({ manufacturerId: maker.id, name: 'DA-1' }).expect(200)).body;
    await t.http.delete(`/api/drone/models/${unused.id}`).set('Authorization', admin).expect(204);
    await t.http.get(`/api/drone/models/${unused.id}`).set('Authorization', admin).expect(404);
    await t.http.delete(`/api/drone/models/${unused.id}`).set('Authorization', admin).expect(404);

    const used = (await saveModel({ manufacturerId: maker.id, name: 'DA-2' }).expect(200)).body;
    await registerDrone(used.id);
    const { body } = await t.http.delete(`/api/drone/models/${used.id}`).set('Authorization', admin).expect(409);
    expect(body.message).toBe('This model cannot be deleted: 1 registered drone(s) use it. Archive it instead to hide it from new drones.');
    await t.http.delete(`/api/drone/models/${used.id}`).set('Authorization', pilot).expect(403);
  });
});
