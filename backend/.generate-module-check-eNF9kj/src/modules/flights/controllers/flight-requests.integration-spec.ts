import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { JPEG, PDF, PNG, newPilot, storedObjects } from '../../files/testing/upload-fixtures';
import { loadFixtures } from '../../map/testing/map-fixtures';

// One application for the file; every test works with pilots of its own, so order does not matter.
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-flights-test-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  // The map's fixtures near Moscow: restricted zone A (0–150 m AGL, 37.50–37.55 E, 55.70–55.72 N), the control
  // zone of UUTT (2 km around 55.72 N 37.66 E). The other tests fly far from them.
  await loadFixtures(t.dataSource);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BASE = '/api/user/flight-agreements';
const objects = () => storedObjects(path.join(dataDir, 'files'));

async function pilotAuth(name = 'Pilot'): Promise<string> {
  return `Bearer ${await t.issuer.tokenForIdentity(newPilot(name))}`;
}

let registrationSequence = 0;
async function newDrone(auth: string, name = 'Flight Drone'): Promise<{ id: string; name: string; registrationNumber: string }> {
  const registrationNumber = `RU-F${process.pid}-${++registrationSequence}`;
  const { body } = await t.http
    .post('/api/user/drones/insertOrUpdate')
    .set('Authorization', auth)
    .field('drone', JSON.stringify({ name, registrationNumber, maxTakeoffWeight: 1.2 }))
    .expect(200);
  return body;
}

/** `YYYY-MM-DDTHH:mm:ss` of a day `days` ahead of today (UTC calendar), at `time`. */
function day(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${time}`;
}

/** A small circle in the countryside (no aerodrome, zone or town of the map data around it). */
const ROUTE = { type: 'CIRCLE', points: [{ lat: 61.05, lng: 60.1 }], radius: 300 };
const POINT = { lat: 61.05, lng: 60.1 };

function fullForm(droneId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Survey of the field',
    simple: false,
    drone: { dictionaryItem: { id: droneId }, transponderNumber: 'TX-1' },
    flightPurpose: { code: 'WORK', workType: 'PHOTOGRAPHY', workName: 'Field survey', workAddress: 'Khanty-Mansi' },
    lineOfSight: 'INSIDE',
    externalPilot: { fullName: 'Иванов Иван Иванович', phone: '+7 (912) 345-67-89' },
    flightDateTimeOffsetMode: 'LOCAL',
    generalFlightDateTime: [{ start: day(3, '01:30:00'), finish: day(3, '03:00:00') }],
    reservedFlightDateTime: [{ start: day(5, '23:00:00'), finish: day(6, '01:00:00') }],
    geometry: ROUTE,
    takeOffPoint: POINT,
    landingPoint: POINT,
    flightAltitudeMin: 100,
    flightAltitudeMax: 150,
    flightAltitudeGroundMin: 0,
    flightAltitudeGroundMax: 50,
    ...extra,
  };
}

function send(method: 'post' | 'put', url: string, auth: string, form: unknown, file?: [Buffer, string]) {
  const request = t.http[method](url)
    .set('Authorization', auth)
    .field('flightAgreementDto', typeof form === 'string' ? form : JSON.stringify(form));
  if (file) request.attach('flightRouteImageFile', file[0], file[1]);
  return request;
}

const create = (auth: string, form: unknown, file?: [Buffer, string]) => send('post', BASE, auth, form, file);
const update = (auth: string, id: string, form: unknown, file?: [Buffer, string]) =>
  send('put', `${BASE}/${id}/flight-request`, auth, form, file);
const count = async (auth: string) => (await t.http.get(BASE).set('Authorization', auth).expect(200)).body.meta.totalCount as number;

describe('flight requests: create, read, update', () => {
  it('saves a draft with its route picture and answers it whole; a round trip never shifts a time', async () => {
    const auth = await pilotAuth('Creator');
    const drone = await newDrone(auth);
    const form = fullForm(drone.id);
    const created = (await create(auth, form, [PNG, 'route.png']).expect(201)).body;
    expect(created).toMatchObject({
      id: expect.any(String),
      name: 'Survey of the field',
      status: 'DRAFT',
      simple: false,
      flightType: 'PROFESSIONAL',
      drone: {
        dictionaryItem: { id: drone.id, name: drone.name },
        registrationNumber: drone.registrationNumber,
        transponderNumber: 'TX-1',
      },
      flightPurpose: { id: 1, code: 'WORK', name: expect.any(String), workType: 'PHOTOGRAPHY', workName: 'Field survey', custom: null },
      externalPilot: { fullName: 'Иванов Иван Иванович', phone: '79123456789' },
      manager: null,
      flightDateTimeOffsetMode: 'LOCAL',
      generalFlightDateTime: [{ id: expect.any(String), start: day(3, '01:30:00'), finish: day(3, '03:00:00') }],
      reservedFlightDateTime: [{ id: expect.any(String), start: day(5, '23:00:00'), finish: day(6, '01:00:00') }],
      firstFlightDateTime: day(3, '01:30:00'),
      geometry: ROUTE,
      takeOffPoint: POINT,
      flightAltitudeMin: 100,
      flightAltitudeMax: 150,
      editable: true,
      deletable: true,
      flySpaceClass: 'G',
      outsideLocality: true,
      restrictedZone: false,
      routeSummary: 'CIRCLE R=300 m; 61.0500N 60.1000E',
      snapshotFile: { id: expect.any(String), filename: 'route.png', accessTypeCode: 'PROTECTED', url: expect.any(String) },
      regimeNumber: null,
      shrInfoList: [],
      agreementStatuses: [],
    });
    expect((await t.http.get(`${BASE}/${created.id}/request`).set('Authorization', auth).expect(200)).body).toEqual(created);

    // Update: the interval sent back keeps its id; no picture part keeps the picture; the mode changes how times read.
    const general = created.generalFlightDateTime[0];
    const updated = (
      await update(auth, created.id, {
        ...form,
        name: 'Renamed',
        flightDateTimeOffsetMode: 'UTC',
        generalFlightDateTime: [{ id: general.id, start: day(4, '22:30:00'), finish: day(4, '23:59:59') }],
        reservedFlightDateTime: [],
      }).expect(200)
    ).body;
    expect(updated.generalFlightDateTime).toEqual([{ id: general.id, start: day(4, '22:30:00'), finish: day(4, '23:59:59') }]);
    expect(updated.reservedFlightDateTime).toEqual([]);
    expect(updated.flightDateTimeOffsetMode).toBe('UTC');
    expect(updated.name).toBe('Renamed');
    expect(updated.snapshotFile).toEqual(created.snapshotFile);

    // A new picture replaces the old one, whose object is removed.
    const before = objects().length;
    const replaced = (await update(auth, created.id, form, [JPEG, 'route.jpg']).expect(200)).body;
    expect(replaced.snapshotFile.filename).toBe('route.jpg');
    expect(replaced.snapshotFile.id).not.toBe(created.snapshotFile.id);
    expect(objects().length).toBe(before);
  });

  it('answers the form defaults with the pilot as the external pilot, and copies a request without its dates', async () => {
    const auth = await pilotAuth('Defaults');
    const defaults = (await t.http.get(`${BASE}/request/default`).set('Authorization', auth).expect(200)).body;
    expect(defaults).toMatchObject({
      simple: false,
      lineOfSight: 'INSIDE',
      flightDateTimeOffsetMode: 'UTC',
      generalFlightDateTime: [],
      reservedFlightDateTime: [],
      externalPilot: { fullName: expect.stringContaining('Defaults') },
    });
    expect(defaults.id).toBeUndefined();

    const drone = await newDrone(auth);
    const created = (await create(auth, fullForm(drone.id)).expect(201)).body;
    const copy = (await t.http.get(`${BASE}/${created.id}/copy-flight-request`).set('Authorization', auth).expect(200)).body;
    expect(copy).toMatchObject({
      name: created.name,
      geometry: ROUTE,
      generalFlightDateTime: [],
      reservedFlightDateTime: [],
      flightAltitudeMax: 150,
    });
    expect(copy.id).toBeUndefined();
    // The copy saves as a new draft as it is.
    const saved = (
      await create(auth, {
        ...copy,
        generalFlightDateTime: created.generalFlightDateTime.map(({ id: _id, ...i }: { id: string }) => i),
      }).expect(201)
    ).body;
    expect(saved.id).not.toBe(created.id);
  });

  it('saves the simple kind in one JSON call', async () => {
    const auth = await pilotAuth('Simple');
    const drone = await newDrone(auth);
    const { body } = await t.http
      .post(`${BASE}/simple`)
      .set('Authorization', auth)
      .send({
        name: 'Walk',
        drone: { dictionaryItem: { id: drone.id } },
        generalFlightDateTime: [{ start: day(2, '10:00:00'), finish: day(2, '11:00:00') }],
        route: ROUTE,
      })
      .expect(201);
    expect(body).toMatchObject({
      name: 'Walk',
      simple: true,
      flightType: 'AMATEUR',
      geometry: ROUTE,
      flightDateTimeOffsetMode: 'UTC',
      status: 'DRAFT',
    });
    const refused = await t.http.post(`${BASE}/simple`).set('Authorization', auth).send({ name: 'Walk' }).expect(400);
    expect(refused.body.detailedError.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['drone', 'generalFlightDateTime', 'route']),
    );
  });
});

describe('flight requests: the list', () => {
  it("filters, sorts and pages the caller's requests only", async () => {
    const auth = await pilotAuth('Lister');
    const drone = await newDrone(auth);
    const make = (name: string, days: number, purpose: string) =>
      create(auth, {
        ...fullForm(drone.id),
        name,
        flightPurpose: purpose === 'WORK' ? { code: 'WORK', workType: 'FORESTRY' } : { id: 7 },
        flightDateTimeOffsetMode: 'UTC',
        generalFlightDateTime: [{ start: day(days, '10:00:00'), finish: day(days, '12:00:00') }],
        reservedFlightDateTime: [],
      }).expect(201);
    const a = (await make('Alpha morning', 10, 'WORK')).body;
    const b = (await make('Bravo photo', 20, 'PHOTO')).body;
    const c = (await make('Charlie photo', 30, 'PHOTO')).body;
    const other = await pilotAuth('Stranger');
    await create(other, { name: 'Not yours' }).expect(201);

    const list = (query: Record<string, string | number>) => t.http.get(BASE).query(query).set('Authorization', auth);
    const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);
    const all = (await list({}).expect(200)).body;
    expect(all.meta.totalCount).toBe(3);
    expect(ids(all)).toEqual([c.id, b.id, a.id]);
    expect(all.data[0]).toMatchObject({
      firstFlightDateTime: day(30, '10:00:00'),
      dates: c.generalFlightDateTime,
      geometry: ROUTE,
      flySpaceClass: 'G',
    });

    expect(ids((await list({ sort: 'firstFlightDateTime,asc' }).expect(200)).body)).toEqual([a.id, b.id, c.id]);
    expect(ids((await list({ sort: 'name' }).expect(200)).body)).toEqual([a.id, b.id, c.id]);
    expect(ids((await list({ 'filter.purpose': 'PHOTO' }).expect(200)).body)).toEqual([c.id, b.id]);
    expect(ids((await list({ 'filter.purpose': '1' }).expect(200)).body)).toEqual([a.id]);
    expect(ids((await list({ 'filter.text': 'phot' }).expect(200)).body)).toEqual([c.id, b.id]);
    expect(ids((await list({ 'filter.text': 'brav pho' }).expect(200)).body)).toEqual([b.id]);
    expect(
      ids(
        (await list({ 'filter.dateFrom': day(15, '00:00:00').slice(0, 10), 'filter.dateTo': day(25, '00:00:00').slice(0, 10) }).expect(200))
          .body,
      ),
    ).toEqual([b.id]);
    expect(ids((await list({ 'filter.status': 'CREATED' }).expect(200)).body)).toEqual([]);
    const page = (await list({ page: 1, size: 2 }).expect(200)).body;
    expect(page).toMatchObject({ meta: { totalCount: 3 } });
    expect(ids(page)).toEqual([a.id]);
    expect((await list({ page: 5, size: 2 }).expect(200)).body).toEqual({ data: [], meta: { totalCount: 3 } });

    const bads: Record<string, string | number>[] = [
      { size: 101 },
      { page: -1 },
      { sort: 'owner_id' },
      { 'filter.status': 'LOST' },
      { 'filter.purpose': 'FUN' },
      { 'filter.dateFrom': 'soon' },
      { unknown: 1 },
    ];
    for (const bad of bads) {
      const refused = (await list(bad).expect(400)).body;
      expect(refused).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
  it('finds a request by any of its intervals, a reserved one too, and follows an update of its dates', async () => {
    const auth = await pilotAuth('Ranger');
    const drone = await newDrone(auth);
    const form = (reserved: { start: string; finish: string }[]) => ({
      ...fullForm(drone.id),
      flightDateTimeOffsetMode: 'UTC',
      generalFlightDateTime: [{ start: day(10, '10:00:00'), finish: day(10, '12:00:00') }],
      reservedFlightDateTime: reserved,
    });
    const late = (await create(auth, form([{ start: day(40, '10:00:00'), finish: day(40, '12:00:00') }])).expect(201)).body;
    const early = (await create(auth, form([])).expect(201)).body;
    const list = (query: Record<string, string>) => t.http.get(BASE).query(query).set('Authorization', auth).expect(200);
    const ids = async (query: Record<string, string>) => ((await list(query)).body.data as { id: string }[]).map((item) => item.id);
    const date = (days: number) => day(days, '00:00:00').slice(0, 10);

    // Only the reserved interval of `late` lies in the range; the general ones of both are before it.
    expect(await ids({ 'filter.dateFrom': date(35), 'filter.dateTo': date(45) })).toEqual([late.id]);
    expect(await ids({ 'filter.dateFrom': date(35) })).toEqual([late.id]);
    expect(await ids({ 'filter.dateTo': date(5) })).toEqual([]);
    expect(await ids({ 'filter.dateFrom': date(10), 'filter.dateTo': date(10) })).toEqual([early.id, late.id].sort().reverse());
    // Between the intervals of `late`: no interval overlaps, though its first start and last finish surround the range.
    expect((await list({ 'filter.dateFrom': date(20), 'filter.dateTo': date(30) })).body).toEqual({ data: [], meta: { totalCount: 0 } });

    await update(auth, late.id, form([])).expect(200);
    expect(await ids({ 'filter.dateFrom': date(35) })).toEqual([]);
    await update(auth, early.id, form([{ start: day(41, '10:00:00'), finish: day(41, '12:00:00') }])).expect(200);
    expect(await ids({ 'filter.dateFrom': date(35), 'filter.dateTo': date(45) })).toEqual([early.id]);
  });
});

describe('flight requests: bad input writes nothing', () => {
  it('refuses each broken rule with a field error', async () => {
    const auth = await pilotAuth('Careless');
    const drone = await newDrone(auth);
    const otherDrone = await newDrone(await pilotAuth('Owner of drone'));
    const fieldsOf = async (form: Record<string, unknown>) =>
      ((await create(auth, form).expect(400)).body.detailedError as { field: string }[]).map((e) => e.field);

    expect(
      await fieldsOf(fullForm(drone.id, { generalFlightDateTime: [{ start: day(3, '12:00:00'), finish: day(3, '11:00:00') }] })),
    ).toEqual(['generalFlightDateTime.0.finish']);
    expect(
      await fieldsOf(fullForm(drone.id, { generalFlightDateTime: [{ start: day(3, '12:00:00'), finish: day(4, '12:00:01') }] })),
    ).toEqual(['generalFlightDateTime.0.finish']);
    expect(
      await fieldsOf(fullForm(drone.id, { generalFlightDateTime: [{ start: day(-2, '12:00:00'), finish: day(-2, '13:00:00') }] })),
    ).toEqual(['generalFlightDateTime.0.start']);
    expect(
      await fieldsOf(fullForm(drone.id, { generalFlightDateTime: [{ start: '2027-02-30T10:00:00', finish: '2027-02-30T11:00:00' }] })),
    ).toEqual(['generalFlightDateTime.0.start', 'generalFlightDateTime.0.finish']);
    expect(await fieldsOf(fullForm(drone.id, { flightAltitudeMin: 300, flightAltitudeMax: 200 }))).toEqual(['flightAltitudeMin']);
    expect(await fieldsOf(fullForm(drone.id, { flightAltitudeMax: 30001 }))).toEqual(['flightAltitudeMax']);
    expect(await fieldsOf(fullForm(drone.id, { geometry: { type: 'CIRCLE', points: [{ lat: 48.85, lng: 2.35 }], radius: 300 } }))).toEqual([
      'geometry',
    ]);
    expect(await fieldsOf(fullForm(drone.id, { takeOffPoint: { lat: 48.85, lng: 2.35 } }))).toEqual(['takeOffPoint']);
    const bowTie = {
      type: 'POLYGON',
      points: [
        { lat: 61.0, lng: 60.0 },
        { lat: 61.1, lng: 60.1 },
        { lat: 61.0, lng: 60.1 },
        { lat: 61.1, lng: 60.0 },
      ],
    };
    expect(await fieldsOf(fullForm(drone.id, { geometry: bowTie }))).toEqual(['geometry.points']);
    expect(await fieldsOf(fullForm(otherDrone.id))).toEqual(['drone.dictionaryItem.id']);
    expect(await fieldsOf(fullForm(drone.id, { externalPilot: { fullName: 'X', phone: 'call me' } }))).toEqual(['externalPilot.phone']);
    expect(await fieldsOf(fullForm(drone.id, { flightPurpose: { id: 99 } }))).toEqual(['flightPurpose.id']);
    expect(await fieldsOf(fullForm(drone.id, { status: 'ALLOWED' }))).toEqual(['status']);
    expect(await count(auth)).toBe(0);
  });

  it('refuses 10,000 reserved dates at once', async () => {
    const auth = await pilotAuth('Greedy');
    const reserved = Array.from({ length: 10_000 }, () => ({ start: day(3, '10:00:00'), finish: day(3, '11:00:00') }));
    const started = Date.now();
    const refused = (await create(auth, { name: 'Many', reservedFlightDateTime: reserved }).expect(400)).body;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refused.detailedError).toEqual([
      { field: 'reservedFlightDateTime', error: 'reservedFlightDateTime must contain no more than 30 elements' },
    ]);
    expect(await count(auth)).toBe(0);
  });

  it('refuses a bad form part or picture and keeps no file', async () => {
    const auth = await pilotAuth('Uploader');
    const before = objects().length;
    const badJson = (await create(auth, '{"name":', [PNG, 'route.png']).expect(400)).body;
    expect(badJson.detailedError).toEqual([{ field: 'flightAgreementDto', error: 'flightAgreementDto part must be JSON' }]);
    const mislabeled = (await create(auth, { name: 'Pic' }, [PDF, 'route.png']).expect(400)).body;
    expect(mislabeled.detailedError[0].field).toBe('flightRouteImageFile');
    const invalidForm = await create(auth, { name: 'Pic', flightAltitudeMin: 5, flightAltitudeMax: 1 }, [PNG, 'route.png']).expect(400);
    expect(invalidForm.body.detailedError[0].field).toBe('flightAltitudeMin');
    const oversized = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    await create(auth, { name: 'Big' }, [oversized, 'route.png']).expect(413);
    expect(objects().length).toBe(before);
    expect(await count(auth)).toBe(0);
  });
});

describe('flight requests: state rules and conversion', () => {
  it('converts a complete draft; a converted request is neither editable nor deletable', async () => {
    const auth = await pilotAuth('Converter');
    const drone = await newDrone(auth);
    const incomplete = (await create(auth, { name: 'Half', drone: { dictionaryItem: { id: drone.id } } }).expect(201)).body;
    const missing = (await t.http.patch(`${BASE}/${incomplete.id}/to-agreement`).set('Authorization', auth).expect(400)).body;
    expect(missing.detailedError.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining([
        'generalFlightDateTime',
        'geometry',
        'flightPurpose',
        'flightAltitudeMin',
        'takeOffPoint',
        'externalPilot.phone',
      ]),
    );

    const draft = (await create(auth, fullForm(drone.id)).expect(201)).body;
    expect((await t.http.get(`${BASE}/${draft.id}/has-active-agreement`).set('Authorization', auth).expect(200)).body).toEqual({
      hasActiveAgreement: false,
    });
    const converted = (await t.http.patch(`${BASE}/${draft.id}/to-agreement`).set('Authorization', auth).expect(200)).body;
    expect(converted).toMatchObject({ id: draft.id, status: 'CREATED', editable: false, deletable: false });

    const notEditable = (await update(auth, draft.id, fullForm(drone.id)).expect(409)).body;
    expect(notEditable).toMatchObject({ statusCode: 409, code: 'flights.not-editable' });
    const notDeletable = (await t.http.delete(`${BASE}/${draft.id}`).set('Authorization', auth).expect(409)).body;
    expect(notDeletable).toMatchObject({ statusCode: 409, code: 'flights.not-deletable' });
    await t.http.patch(`${BASE}/${draft.id}/to-agreement`).set('Authorization', auth).expect(409);
  });

  it('computes the fields from the map, and refuses to convert a route through a restricted zone', async () => {
    const auth = await pilotAuth('Zoned');
    const drone = await newDrone(auth);
    const inZoneA = { type: 'CIRCLE', points: [{ lat: 55.71, lng: 37.525 }], radius: 200 };
    const zoned = (
      await create(
        auth,
        fullForm(drone.id, { geometry: inZoneA, takeOffPoint: { lat: 55.71, lng: 37.525 }, landingPoint: { lat: 55.71, lng: 37.525 } }),
      ).expect(201)
    ).body;
    expect(zoned).toMatchObject({ restrictedZone: true, routeSummary: 'CIRCLE R=200 m; 55.7100N 37.5250E' });
    const refused = (await t.http.patch(`${BASE}/${zoned.id}/to-agreement`).set('Authorization', auth).expect(400)).body;
    expect(refused.detailedError.map((e: { error: string }) => e.error.split(':')[0])).toEqual([
      'ZONE_AT_FLIGHT_ALTITUDE',
      'TAKE_OFF_POINT_IN_ZONE',
      'LANDING_POINT_IN_ZONE',
    ]);
    expect(new Set(refused.detailedError.map((e: { field: string }) => e.field))).toEqual(new Set(['preCheck']));
    expect((await t.http.get(`${BASE}/${zoned.id}/request`).set('Authorization', auth).expect(200)).body.status).toBe('DRAFT');

    const atUutt = { type: 'MARKER', points: [{ lat: 55.72, lng: 37.665 }] };
    const controlled = (await create(auth, fullForm(drone.id, { geometry: atUutt })).expect(201)).body;
    expect(controlled).toMatchObject({ flySpaceClass: 'C', restrictedZone: false });
    const high = (await create(auth, fullForm(drone.id, { flightAltitudeMin: 9000, flightAltitudeMax: 9100 })).expect(201)).body;
    expect(high.flySpaceClass).toBe('A');
  });

  it('deletes a draft with its picture', async () => {
    const auth = await pilotAuth('Deleter');
    const before = objects().length;
    const draft = (await create(auth, { name: 'Gone soon' }, [PNG, 'route.png']).expect(201)).body;
    expect(objects().length).toBe(before + 1);
    await t.http.delete(`${BASE}/${draft.id}`).set('Authorization', auth).expect(204);
    await t.http.get(`${BASE}/${draft.id}/request`).set('Authorization', auth).expect(404);
    expect(objects().length).toBe(before);
  });
});

describe('flight requests: ownership', () => {
  it("answers another pilot's request exactly like a missing one, on every call and on the map's crossings", async () => {
    const owner = await pilotAuth('Owner');
    const stranger = await pilotAuth('Stranger');
    const drone = await newDrone(owner);
    const draft = (await create(owner, fullForm(drone.id)).expect(201)).body;
    const crossings = (await t.http.get(`/api/flight-agreements/${draft.id}/crossings`).set('Authorization', owner).expect(200)).body;
    expect(crossings).toEqual({ aerodromes: [], authorities: expect.any(Array), zones: [] });

    const missingId = '00000000-0000-4000-8000-00000000dead';
    for (const id of [draft.id, missingId]) {
      const calls = [
        t.http.get(`${BASE}/${id}/request`),
        t.http.get(`${BASE}/${id}/has-active-agreement`),
        t.http.get(`${BASE}/${id}/copy-flight-request`),
        t.http.get(`${BASE}/${id}/agreement`),
        t.http.patch(`${BASE}/${id}/to-agreement`),
        t.http.delete(`${BASE}/${id}`),
      ];
      for (const call of calls) {
        expect((await call.set('Authorization', stranger).expect(404)).body).toEqual({
          error: 'Not Found',
          message: 'Flight request not found',
          statusCode: 404,
          code: 'flights.not-found',
        });
      }
      await update(stranger, id, fullForm(drone.id)).expect(404);
      await t.http.get(`/api/flight-agreements/${id}/crossings`).set('Authorization', stranger).expect(404);
    }
    expect((await t.http.get(BASE).set('Authorization', stranger).expect(200)).body).toEqual({ data: [], meta: { totalCount: 0 } });
    // Still there, unchanged, for its owner.
    expect((await t.http.get(`${BASE}/${draft.id}/request`).set('Authorization', owner).expect(200)).body).toEqual(draft);
  });

  it('is for signed-in individuals only', async () => {
    await t.http.get(BASE).expect(401);
    await t.http
      .get(BASE)
      .set('Authorization', await t.bearer('company'))
      .expect(403);
  });
});
