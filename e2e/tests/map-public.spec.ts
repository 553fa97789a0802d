import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// The public airspace map of mfe-map (issue 4): opens with no internet (the base layer ships with the
// app), switches layers, tells about a zone on click, gives sunrise and sunset, finds localities.

/**
 * Cuts the page off from the internet: every request to a host other than this machine is aborted and
 * recorded, so the test can assert that none was needed (the map "renders with no internet").
 */
async function blockInternet(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return route.continue();
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return blocked;
}

// Sheremetyevo (UUEE): every seeded platform has its aerodrome, its generated control zone and its station.
const SHEREMETYEVO = { lat: 55.9663, lng: 37.4166 };

const layerResponse = (page: Page, predicate: (url: URL) => boolean = () => true) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/public/map/layers/objects' && response.ok() && predicate(url);
  });

/** The base layer's features as the page fetched them (the file webpack emits as assets/base-layer.<hash>.json). */
interface BaseFeature {
  properties: { kind: string; ru?: string; en?: string };
}
const baseLayerResponse = (page: Page) =>
  page.waitForResponse((response) => /\/assets\/base-layer\.[0-9a-f]+\.json$/.test(new URL(response.url()).pathname) && response.ok());

test('the public map works with no internet: layers, zone details, sunrise, search', async ({ page, context }, testInfo) => {
  const blocked = await blockInternet(context);
  const firstLayers = layerResponse(page);
  const baseLayer = baseLayerResponse(page);
  await page.goto(`/map/?lat=${SHEREMETYEVO.lat}&lng=${SHEREMETYEVO.lng}&zoom=11`);
  // The first visit fetches the remote and OpenLayers: allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Карта воздушного пространства' })).toBeVisible({ timeout: 30_000 });
  const map = page.getByRole('region', { name: 'Карта воздушного пространства' });
  await expect(map.locator('canvas').first()).toBeVisible();
  await firstLayers;
  await expect(page.getByTestId('map-status')).toContainText(/Объектов на карте: [1-9]/);

  // Only control zones left on: each toggle asks the backend again without the layer.
  const layers = page.getByRole('group', { name: 'Слои и легенда' });
  for (const name of [
    'Аэродромы и посадочные площадки',
    'Зоны зональных центров ЕС ОрВД',
    'Границы субъектов и муниципалитетов',
    'Метеостанции',
  ]) {
    await layers.getByRole('checkbox', { name }).uncheck();
  }
  const onlyControlZones = layerResponse(
    page,
    (url) => url.searchParams.getAll('layers').join() === 'CONTROL_AREAS,RESTRICTED_ZONES,DANGER_ZONES,TEMPORARY_ZONES',
  );
  await layers.getByRole('checkbox', { name: 'Зоны управления аэродромов' }).uncheck();
  await layers.getByRole('checkbox', { name: 'Зоны управления аэродромов' }).check();
  await onlyControlZones;

  // A click inside the control zone: its details and the sunrise at that point.
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30);
  const details = page.getByTestId('map-details');
  // Named in the page's language by the backend; how the zone was made, translated from its generator code.
  await expect(details).toContainText('— зона управления');
  await expect(details).not.toContainText('control zone');
  await expect(details).toContainText('Круг типового для класса аэродрома радиуса зоны управления');
  await expect(details).toContainText('Зоны управления аэродромов');
  await expect(details).toContainText(/Высоты\s*от 0 до \d+ м \(AGL\)/);
  await expect(details).toContainText('Сформировано автоматически');
  await expect(page.getByTestId('sunrise-time')).toHaveText(/^\d\d:\d\d$/);
  await expect(page.getByTestId('sunset-time')).toHaveText(/^\d\d:\d\d$/);

  // The date is typed as DD.MM.YYYY (today in Moscow to begin with); another date changes the answer:
  // midsummer days are longer than midwinter ones in Moscow.
  const sun = page.getByTestId('map-sun');
  const dateField = sun.getByLabel('Дата');
  await expect(dateField).toHaveValue(/^\d\d\.\d\d\.20\d\d$/);
  await dateField.fill('21.06.2026');
  await expect(sun).toContainText(/Продолжительность дня\s*1[67] ч/);
  await dateField.fill('21122026');
  await expect(dateField).toHaveValue('21.12.2026');
  await expect(sun).toContainText(/Продолжительность дня\s*[67] ч/);
  await dateField.press('ArrowUp');
  await expect(dateField).toHaveValue('22.12.2026');
  await dateField.fill('31.02.2026');
  await expect(sun).toContainText('Такой даты нет: 31.02.2026');
  await expect(page.getByTestId('sunrise-time')).toHaveCount(0);
  await sun.getByRole('button', { name: 'Сегодня' }).click();
  await expect(page.getByTestId('sunrise-time')).toHaveText(/^\d\d:\d\d$/);

  // Water ships with the base layer (lakes, the Caspian, rivers) and the legend says how it is drawn.
  const base = (await (await baseLayer).json()) as { features: BaseFeature[] };
  const named = base.features.filter((f) => f.properties.kind === 'water').map((f) => f.properties.ru);
  expect(named).toEqual(expect.arrayContaining(['Байкал', 'Ладожское озеро', 'Онежское озеро', 'Каспийское море']));
  expect(base.features.filter((f) => f.properties.kind === 'river').length).toBeGreaterThan(50);
  const legend = page.getByRole('region', { name: 'Обозначения' });
  await expect(legend).toContainText('Вода: моря, озёра, водохранилища');
  await expect(legend).toContainText('Крупная река');

  await page.screenshot({ path: testInfo.outputPath('public-map.png'), fullPage: true });

  // Search by locality, from the localities shipped with the base layer.
  const search = page.getByRole('combobox', { name: 'Найти населённый пункт' });
  await search.fill('Казан');
  await page.getByRole('option', { name: /^Казань/ }).click();
  await expect(sun).toContainText('55°47');

  expect(blocked, 'the map needed nothing from the internet').toEqual([]);
});

test('lakes are drawn in the water colour: Lake Baikal on the offline map', async ({ page, context }) => {
  const blocked = await blockInternet(context);
  await page.goto('/map/?lat=53.6&lng=108.2&zoom=7');
  const map = page.getByRole('region', { name: 'Карта воздушного пространства' });
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  // Only the shipped base layer left: no zone or boundary of the backend over the lake.
  const layers = page.getByRole('group', { name: 'Слои и легенда' });
  for (const checkbox of await layers.getByRole('checkbox').all()) await checkbox.uncheck();
  // The middle of the map is the middle of Baikal: a canvas paints it in the water colour (#cfe3f3), not
  // land (the sea would be the map's background, which is no canvas). A few points along the lake's axis,
  // since its name may be written over the very middle.
  await expect
    .poll(
      () =>
        map.evaluate((element) => {
          const { width, height } = element.getBoundingClientRect();
          const offsets = [
            [0, 0],
            [12, -30],
            [-12, 30],
            [20, -50],
            [-20, 50],
          ];
          return [...element.querySelectorAll('canvas')].flatMap((canvas) => {
            const scale = canvas.width / canvas.getBoundingClientRect().width;
            const context = canvas.getContext('2d');
            return offsets.map(([dx, dy]) => {
              const pixel = context?.getImageData(Math.round((width / 2 + dx) * scale), Math.round((height / 2 + dy) * scale), 1, 1).data;
              return pixel ? Array.from(pixel).join(',') : '';
            });
          });
        }),
      { timeout: 20_000 },
    )
    .toContain('207,227,243,255');
  expect(blocked).toEqual([]);
});

test('the map page in English on a phone', async ({ page, context }) => {
  const blocked = await blockInternet(context);
  await page.setViewportSize({ width: 375, height: 740 });
  const layers = layerResponse(page);
  await page.goto(`/en/map/?lat=${SHEREMETYEVO.lat}&lng=${SHEREMETYEVO.lng}&zoom=11`);
  // The page asks in English and the backend names the objects in English.
  const answer = await layers;
  expect(await answer.request().headerValue('accept-language')).toBe('en');
  const names = ((await answer.json()) as { data: Array<{ layer: string; name: string }> }).data
    .filter((o) => o.layer === 'CONTROL_AREAS')
    .map((o) => o.name);
  expect(names).toContain('Sheremetyevo International Airport — control zone');
  await expect(page.getByRole('heading', { level: 1, name: 'Airspace map' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Airspace map' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Layers and legend' }).getByRole('checkbox')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Water: seas, lakes, reservoirs');
  await expect(page.getByTestId('map-sun').getByLabel('Date')).toHaveValue(/^\d\d\.\d\d\.20\d\d$/);
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(blocked).toEqual([]);
});
