import { TestApp, startTestApp } from '../../../testing/test-app';
import { flightOf, pilot } from '../testing/flight-fixtures';
import { loadFixtures } from '../../map/testing/map-fixtures';

/** The authority lists through the real application, on the map fixtures (municipalities M1, M2; one zonal centre). */
let t: TestApp;
let auth: string;
let flightId: string;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  ids = await loadFixtures(t.dataSource);
  // The fixtures' zonal centre stands in for Moscow's area: the seeded authority is found by the map's code.
  await t.dataSource.query(`UPDATE map_objects SET external_id = 'ZC-MOSCOW' WHERE layer = 'ZONAL_CENTERS' AND external_id = 'ZC-TEST'`);
  auth = await pilot(t, 'Lists');
  flightId = await flightOf(t, auth);
});

afterAll(() => t.close());

const get = (url: string, query: Record<string, string | number> = {}, language = 'ru') =>
  t.http.get(`/api/flight-agreements/authority/${url}`).query(query).set('Authorization', auth).set('Accept-Language', language);

describe('GET /api/flight-agreements/authority/zonal-centers', () => {
  it('lists the 13 seeded centres by name, five a page, with their simulator addresses and channels', async () => {
    const page = (await get('zonal-centers').expect(200)).body;
    expect(page.meta.totalCount).toBe(13);
    expect(page.data).toHaveLength(5);
    const all = (await get('zonal-centers', { size: 50 }).expect(200)).body.data;
    const moscow = all.find((a: { code: string }) => a.code === 'ZC-MOSCOW');
    expect(moscow).toEqual({
      id: expect.any(String),
      type: 'ZONAL_CENTER',
      code: 'ZC-MOSCOW',
      name: 'Московский зональный центр ЕС ОрВД',
      mapObjectId: null,
      crossed: false,
      defaultAuthority: false,
      channels: ['EMAIL', 'API_AZIMUT', 'SPPI'],
      contacts: expect.arrayContaining([
        { type: 'SUBMISSION', email: 'zc-moscow@zc.sim.nebo.local', phone: '', spokesmanPost: null, spokesmanFullName: null },
        expect.objectContaining({ type: 'GENERAL', phone: expect.stringMatching(/^\+7/) }),
      ]),
    });
    const names = all.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'ru')));
    expect(
      (await get('zonal-centers', { text: 'moscow', size: 50 }, 'en').expect(200)).body.data.map((a: { name: string }) => a.name),
    ).toEqual(['Moscow Zonal Centre of the Unified ATM System']);
  });

  it("puts the flight's crossed centre first as the default; another pilot's flight is a 404", async () => {
    const page = (await get('zonal-centers', { flightAgreementId: flightId }).expect(200)).body;
    expect(page.meta.totalCount).toBe(13);
    expect(page.data[0]).toMatchObject({ code: 'ZC-MOSCOW', crossed: true, defaultAuthority: true });
    expect(page.data.slice(1).every((a: { crossed: boolean }) => !a.crossed)).toBe(true);

    const other = await pilot(t, 'Other');
    const refused = await t.http
      .get('/api/flight-agreements/authority/zonal-centers')
      .query({ flightAgreementId: flightId })
      .set('Authorization', other)
      .expect(404);
    expect(refused.body).toMatchObject({ statusCode: 404, code: 'authorities.flight-agreement-not-found' });
  });

  it('refuses a page size over 50 and a malformed flight id, naming the field', async () => {
    expect((await get('zonal-centers', { size: 51 }).expect(400)).body.detailedError).toEqual([expect.objectContaining({ field: 'size' })]);
    expect((await get('zonal-centers', { flightAgreementId: 'nope' }).expect(400)).body.detailedError).toEqual([
      expect.objectContaining({ field: 'flightAgreementId' }),
    ]);
  });
});

describe('GET /api/flight-agreements/authority/municipals', () => {
  it('lists the map municipalities by name, each an authority with a generated address', async () => {
    const page = (await get('municipals').expect(200)).body;
    expect(page.meta.totalCount).toBe(2);
    const m1 = ids.get('BOUNDARIES/geonames:1001');
    expect(page.data).toEqual([
      expect.objectContaining({
        type: 'LOCAL_GOVERNMENT',
        code: `MUN-${m1}`,
        name: 'Municipality M1',
        mapObjectId: m1,
        crossed: false,
        channels: [],
        contacts: [
          { type: 'SUBMISSION', email: `adm-${m1}@municipal.nebo.local`, phone: '', spokesmanPost: null, spokesmanFullName: null },
        ],
      }),
      expect.objectContaining({ name: 'Municipality M2' }),
    ]);
    // Listing again finds the same authorities (created once).
    expect((await get('municipals').expect(200)).body.data.map((a: { id: string }) => a.id)).toEqual(
      page.data.map((a: { id: string }) => a.id),
    );
    expect((await get('municipals', { text: 'm2' }).expect(200)).body.data.map((a: { name: string }) => a.name)).toEqual([
      'Municipality M2',
    ]);
    expect((await get('municipals', { text: '%' }).expect(200)).body.meta.totalCount).toBe(0);
  });

  it('puts the municipalities the route crosses first, and pages across both parts', async () => {
    await t.dataSource.query(`UPDATE map_objects SET name_ru = 'Аааа M2' WHERE external_id = 'geonames:1002'`);
    try {
      const first = (await get('municipals', { flightAgreementId: flightId, size: 1 }).expect(200)).body;
      expect(first).toEqual({ data: [expect.objectContaining({ name: 'Municipality M1', crossed: true })], meta: { totalCount: 2 } });
      const second = (await get('municipals', { flightAgreementId: flightId, size: 1, page: 1 }).expect(200)).body;
      expect(second.data).toEqual([expect.objectContaining({ name: 'Аааа M2', crossed: false })]);
    } finally {
      await t.dataSource.query(`UPDATE map_objects SET name_ru = 'Municipality M2' WHERE external_id = 'geonames:1002'`);
    }
  });

  it('refuses anonymous callers', async () => {
    await t.http.get('/api/flight-agreements/authority/municipals').expect(401);
  });
});
