import { TestApp, startTestApp } from '../../../testing/test-app';

let t: TestApp;
let pilot: string;

beforeAll(async () => {
  t = await startTestApp();
  pilot = await t.bearer('pilot');
});

afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.http.get(url).set({ Authorization: pilot, ...headers });

describe('GET /api/dictionaries/{CODE}', () => {
  it('answers a fixed dictionary in Russian by default, in English on request, in declared order', async () => {
    expect((await get('/api/dictionaries/NOTIFICATION_METHOD').expect(200)).body).toEqual({
      data: [
        { id: 1, code: 'WEBSITE', name: 'На сайте', nameEn: 'On the website' },
        { id: 2, code: 'EMAIL', name: 'Электронная почта', nameEn: 'E-mail' },
        { id: 3, code: 'TELEGRAM', name: 'Telegram', nameEn: 'Telegram' },
      ],
      meta: { totalCount: 3 },
    });
    const english = (await get('/api/dictionaries/DRONE_WEIGHT_RANGE', { 'Accept-Language': 'en-US,en;q=0.9' }).expect(200)).body;
    expect(english.data.map((i: { code: string; name: string }) => `${i.code}:${i.name}`)).toEqual([
      'LIGHT:Light (up to 30 kg)',
      'MEDIUM:Medium (30 to 150 kg)',
      'HEAVY:Heavy (over 150 kg)',
    ]);
    expect(
      (await get('/api/dictionaries/ENGINE_TYPE?locale=en&sort=NAME').expect(200)).body.data.map((i: { code: string }) => i.code),
    ).toEqual(['COMBUSTION', 'ELECTRIC', 'HYBRID']);
  });

  it.each(['NOTIFICATION_CATEGORY', 'MISSION_CATEGORY', 'PERSONAL_DOCUMENT_TYPE', 'DRONE_TYPE', 'ENGINE_TYPE', 'DRONE_WEIGHT_RANGE'])(
    'serves %s',
    async (code) => {
      const body = (await get(`/api/dictionaries/${code}`).expect(200)).body;
      expect(body.meta.totalCount).toBeGreaterThan(0);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        name: expect.any(String),
        nameEn: expect.any(String),
      });
    },
  );

  it('filters by text in either language and pages', async () => {
    const found = (await get(`/api/dictionaries/PERSONAL_DOCUMENT_TYPE?query=${encodeURIComponent('военн')}`).expect(200)).body;
    expect(found.data.map((i: { code: string }) => i.code)).toEqual(['RU_MILITARY_TICKET', 'RU_MILITARY_IDENTITY_CARD']);
    expect(
      (await get('/api/dictionaries/MISSION_CATEGORY?query=rescue').expect(200)).body.data.map((i: { code: string }) => i.code),
    ).toEqual(['SEARCH_AND_RESCUE']);
    const page = (await get('/api/dictionaries/MISSION_CATEGORY?page=1&size=5').expect(200)).body;
    expect(page.data).toHaveLength(5);
    expect(page.meta.totalCount).toBe(12);
    expect((await get('/api/dictionaries/MISSION_CATEGORY?page=9&size=5').expect(200)).body).toEqual({
      data: [],
      meta: { totalCount: 12 },
    });
  });

  it('serves LOCALITIES from the GeoNames data set with Russian names, sorted by NAME, searchable in both languages', async () => {
    const kazan = (await get(`/api/dictionaries/LOCALITIES?query=${encodeURIComponent('Казань')}`).expect(200)).body;
    expect(kazan.data).toContainEqual({ id: 551487, code: '551487', name: 'Казань', nameEn: 'Kazan' });
    const all = (await get('/api/dictionaries/LOCALITIES?size=3').expect(200)).body;
    expect(all.meta.totalCount).toBeGreaterThan(4000);
    const names = all.data.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'ru')));
    expect((await get('/api/dictionaries/LOCALITIES?query=novosibirsk&locale=en').expect(200)).body.data[0]).toMatchObject({
      name: 'Novosibirsk',
      nameEn: 'Novosibirsk',
    });
  });

  it('serves MANUFACTURER_COUNTRY with ISO codes', async () => {
    const body = (await get('/api/dictionaries/MANUFACTURER_COUNTRY?query=CN').expect(200)).body;
    expect(body.data).toContainEqual({ id: 'CN', code: 'CN', name: expect.any(String), nameEn: 'China' });
  });

  it('answers 404 for an unknown dictionary, 400 for bad paging or sort, 401 without a token', async () => {
    expect((await get('/api/dictionaries/PLANETS').expect(404)).body).toMatchObject({
      message: 'Dictionary PLANETS does not exist',
      statusCode: 404,
      code: 'dictionaries.not-found',
    });
    await get('/api/dictionaries/LOCALITIES?size=1000').expect(400);
    await get('/api/dictionaries/LOCALITIES?sort=SECRET').expect(400);
    await get('/api/dictionaries/LOCALITIES?locale=de').expect(400);
    await t.http.get('/api/dictionaries/LOCALITIES').expect(401);
  });
});

describe('public places', () => {
  it('GET /public/cities: Russian localities with coordinates, no token needed', async () => {
    const body = (await t.http.get(`/public/cities?query=${encodeURIComponent('Москва')}&sort=POPULATION-`).expect(200)).body;
    expect(body.data[0]).toEqual({
      id: 524901,
      name: 'Москва',
      nameEn: 'Moscow',
      latitude: expect.closeTo(55.75, 1),
      longitude: expect.closeTo(37.6, 1),
      population: expect.any(Number),
    });
    const english = (await t.http.get('/public/cities?query=Saint%20Petersburg').set('Accept-Language', 'en').expect(200)).body;
    expect(english.data[0]).toMatchObject({ name: 'Saint Petersburg', nameEn: 'Saint Petersburg' });
    await t.http.get('/public/cities?page=-1').expect(400);
  });

  it('GET /public/cities: small towns by their real Russian names (GeoNames alternate names)', async () => {
    const byId = async (query: string, id: number) =>
      (
        (await t.http.get(`/public/cities?query=${encodeURIComponent(query)}&size=50`).expect(200)).body.data as Array<{
          id: number;
          name: string;
        }>
      ).find((c) => c.id === id);
    expect(await byId('Хотьково', 549373)).toMatchObject({ name: 'Хотьково' });
    expect(await byId('Дятьково', 563822)).toMatchObject({ name: 'Дятьково' });
    expect(await byId('Ровеньки', 501127)).toMatchObject({ name: 'Ровеньки' });
    expect(await byId('Великооктябрьский', 476046)).toMatchObject({ name: 'Великооктябрьский' });
    expect(await byId('Ярославичи', 468921)).toMatchObject({ name: 'Ярославичи' });
    expect(await byId('Сыктывкар', 485239)).toMatchObject({ name: 'Сыктывкар', nameEn: 'Syktyvkar' });
  });

  it('answers no Latin-only Russian name: places no data set names in Russian are transliterated and marked', async () => {
    const [{ latin }] = await t.dataSource.query(`SELECT count(*)::int AS latin FROM localities WHERE name_ru !~ '[А-Яа-яЁё]'`);
    expect(latin).toBe(0);
    const marked: Array<{ id: number; name_ru: string }> = await t.dataSource.query(
      'SELECT id, name_ru FROM localities WHERE name_ru_transliterated ORDER BY id',
    );
    // Under 1 % of the ~4,700 places; each one written in Russian letters.
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThan(50);
    expect(marked).toContainEqual({ id: 818487, name_ru: 'Воротынск' });
    const [{ unmarked }] = await t.dataSource.query(
      `SELECT count(*)::int AS unmarked FROM localities WHERE id IN (549373, 485239, 524901) AND NOT name_ru_transliterated`,
    );
    expect(unmarked).toBe(3);
    expect((await t.http.get(`/public/cities?query=${encodeURIComponent('Воротынск')}`).expect(200)).body.data).toContainEqual(
      expect.objectContaining({ id: 818487, name: 'Воротынск', nameEn: 'Vorotynsk' }),
    );
  });

  it('GET /public/countries: ISO countries with ru and en names', async () => {
    const body = (await t.http.get(`/public/countries?query=${encodeURIComponent('Российская')}`).expect(200)).body;
    expect(body.data).toEqual([{ id: 'RU', code: 'RU', alpha3: 'RUS', name: 'Российская Федерация', nameEn: 'Russia' }]);
    expect((await t.http.get('/public/countries?size=100').expect(200)).body.meta.totalCount).toBeGreaterThan(200);
  });
});
