import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerPilotAllowedToFly, tomorrowInMoscow } from '../support/pilot';
import { shot } from '../support/shots';

// Issue 11 end to end: a pilot allowed to fly draws a polygon route, fills the form, saves a draft, sees the
// pre-check propose a fix, applies it, converts the request to an agreement, downloads its printed forms and
// finds it in all four list views; then the same (the simple kind, with no pre-check) in English on a phone.
//
// The seeded map data (aerodromes, subjects and zonal centres, municipalities) has no restricted zone —
// restricted and temporary zones arrive only through `map:import` — so the global set-up imports one the
// way an operator does: e2e/fixtures/restricted-zone.geojson, "E2E test restricted zone", ground to 1,000 m,
// a small box over central Moscow whose western edge (37.625° E) lies just east of the map's centre. The
// Russian route is drawn small (the map zoomed in) so that its east side enters the zone: a BLOCKING finding
// whose fix moves the whole route (proposed only for a route at most 5 km across), while the take-off and
// landing points stay west of the zone. Its maximum altitude, above FL290, adds the class-A warning, fixed
// by lowering it to 8,890 m.

/** The restricted zone of e2e/fixtures/restricted-zone.geojson. */
const TEST_ZONE = 'E2E test restricted zone';

/** Clicks a point of the route editor's map, `dx`/`dy` px from its centre, and waits for the editor to take it. */
async function clickMap(page: Page, map: Locator, points: Locator, dx: number, dy: number) {
  const box = await map.boundingBox();
  if (!box) throw new Error('the route editor map has no box');
  const before = await points.count();
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  // One click at a time: OpenLayers reads two clicks within 250 ms as a double-click (zoom).
  await expect(points).toHaveCount(before + 1);
}

/**
 * Draws a polygon in the embedded route editor with mouse clicks around the map's centre (Moscow), after
 * zooming in `zoomIn` steps there (a double-click at the centre: one level each, the centre kept).
 */
async function drawPolygon(page: Page, mapName: string, shapeName: string, corners: [number, number][], zoomIn = 0) {
  await page.getByRole('radio', { name: shapeName, exact: true }).check();
  const map = page.getByRole('region', { name: mapName });
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const points = page.getByTestId('route-points').locator('li');
  for (let step = 0; step < zoomIn; step++) {
    const box = await map.boundingBox();
    if (!box) throw new Error('the route editor map has no box');
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    // The zoom is animated (250 ms) and a double-click places no point.
    await page.waitForTimeout(500);
    await expect(points).toHaveCount(0);
  }
  for (const [dx, dy] of corners) await clickMap(page, map, points, dx, dy);
  return map;
}

/** Downloads one printed form from the converted request's view; resolves with its file name and content. */
async function download(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await waiting;
  const path = await file.path();
  return { name: file.suggestedFilename(), body: readFileSync(path) };
}

test('a pilot draws a route, pre-checks, applies the fix, converts and prints, and finds the request in every view', async ({ page }) => {
  test.setTimeout(300_000);
  const droneName = 'Геоскан для съёмки';
  const { pilot, registration } = await registerPilotAllowedToFly(page, droneName);
  const requestName = 'Аэрофотосъёмка Замоскворечья';
  const day = tomorrowInMoscow();

  // The form, empty but for the defaults: the pilot is the external pilot, with the profile's phone.
  await page.goto('/flight/new/');
  await expect(page.getByRole('heading', { level: 1, name: 'Новая заявка на полёт' })).toBeVisible();
  const externalPilot = page.getByRole('group', { name: 'Внешний пилот' });
  await expect(externalPilot.getByLabel('ФИО')).toHaveValue(new RegExp(`${pilot.familyName} ${pilot.givenName}`));
  await expect(externalPilot.getByLabel('Телефон')).toHaveValue('+7 (912) 345-67-89');
  await expect(page.getByRole('region', { name: 'Карта редактора маршрута' }).locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'ru-1200-form-empty');

  // The professional kind: name, drone, purpose, contacts, the main date, altitudes.
  await page.getByRole('radio', { name: 'Профессиональная' }).check();
  await page.getByLabel('Название заявки').fill(requestName);
  await page.getByRole('combobox', { name: 'Дрон', exact: true }).selectOption({ label: `${droneName} · рег. № ${registration}` });
  await expect(page.getByLabel('Регистрационный номер')).toHaveValue(registration);
  await page.getByRole('combobox', { name: 'Цель', exact: true }).selectOption('WORK');
  await page.getByRole('combobox', { name: 'Вид авиационных работ' }).selectOption('PHOTOGRAPHY');
  await page.getByLabel('Наименование работ').fill('Аэрофотосъёмка кровли');
  await page.getByLabel('Адрес выполнения работ').fill('г. Москва, ул. Большая Ордынка, д. 1');
  const manager = page.getByRole('group', { name: 'Руководитель полётов' });
  await manager.getByLabel('ФИО').fill('Иванова Мария Петровна');
  await manager.getByLabel('Телефон').fill('9161234567');
  await expect(manager.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
  await page.getByRole('radio', { name: 'Московское время (UTC+3)' }).check();
  const general = page.getByRole('group', { name: 'Основная дата' });
  await general.getByLabel('Начало').fill(`${day} 11:00`);
  await general.getByLabel('Окончание').fill(`${day} 13:00`);
  await expect(general.getByLabel('Начало')).toHaveValue(`${day} 11:00`);
  const sea = page.getByRole('group', { name: 'Над уровнем моря' });
  await sea.getByLabel('Минимальная, м').fill('0');
  // Above FL290: class A airspace, which the pre-check will propose to leave.
  await sea.getByLabel('Максимальная, м').fill('9000');

  // The route: a polygon drawn with the mouse in mfe_map's editor, zoomed in three levels (about 2.6 × 1.7 km,
  // its east side in the test zone), then the take-off point clicked inside it, west of the zone, and the
  // landing point typed in the form's own fields.
  const map = await drawPolygon(
    page,
    'Карта редактора маршрута',
    'Многоугольник',
    [
      [-60, -40],
      [60, -40],
      [60, 40],
      [-60, 40],
    ],
    3,
  );
  await expect(page.getByText('Маршрут задан: многоугольник, точек: 4.')).toBeVisible();
  await page.getByRole('radio', { name: 'Точка взлёта', exact: true }).check();
  const box = await map.boundingBox();
  if (!box) throw new Error('the route editor map has no box');
  await page.mouse.click(box.x + box.width / 2 - 20, box.y + box.height / 2);
  await expect(page.getByTestId('route-roles')).not.toContainText(/Взлёт\s*не задана/);
  const takeOff = page.getByRole('group', { name: 'Точка взлёта' });
  await expect(takeOff.getByLabel('Широта')).toHaveValue(/^55\.\d+/);
  const takeOffLat = await takeOff.getByLabel('Широта').inputValue();
  const takeOffLng = await takeOff.getByLabel('Долгота').inputValue();
  const landing = page.getByRole('group', { name: 'Точка посадки' });
  await landing.getByLabel('Широта').fill(takeOffLat);
  await landing.getByLabel('Долгота').fill((Number(takeOffLng) + 0.001).toFixed(6));
  await landing.getByLabel('Долгота').blur();
  // The editor is mounted again with the typed point: its list shows both.
  await expect(page.getByTestId('route-roles')).toContainText(takeOffLat.slice(0, 6));
  await expect(page.getByTestId('route-roles')).not.toContainText('не задана');
  await expect(page.getByText('Маршрут задан: многоугольник, точек: 4.')).toBeVisible();
  // The editor shows what the route crosses: over the centre of Moscow, the Moscow zonal centre.
  await expect(page.getByTestId('route-crossings')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('crossed-authorities')).toContainText('Московский зональный центр');
  await shot(page, 'ru-1200-form-filled');

  // A draft: the first save opens the request's own address.
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page).toHaveURL(/\/flight\/requests\/[0-9a-f-]{36}\/$/);
  const requestUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: requestName })).toBeVisible();
  await expect(page.getByText('Черновик', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Название заявки')).toHaveValue(requestName);

  // The pre-check: the route crosses the restricted zone at the flight's altitudes — blocking, with the
  // smallest move of the whole route that leaves it; and class A and why, with the altitude that leaves it.
  const precheck = page.getByRole('button', { name: 'Проверить перед преобразованием' });
  await precheck.click();
  const panel = page.getByRole('region', { name: 'Проверка перед преобразованием' });
  await expect(panel.getByRole('heading', { name: 'Класс воздушного пространства: A' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: TEST_ZONE }).filter({ hasText: 'Блокирует' }).first()).toBeVisible();
  await expect(panel).toContainText(`Маршрут пересекает зону «${TEST_ZONE}»`);
  await expect(panel).not.toContainText('Блокирующих замечаний нет');
  await expect(panel).not.toContainText('Точка взлёта в зоне');
  await expect(panel).not.toContainText('Точка посадки в зоне');
  const moveRoute = panel.getByRole('button', { name: /^Применить: Сдвиньте маршрут на \d+ м к .+ от зоны «E2E test restricted zone»$/ });
  const lowerMax = panel.getByRole('button', { name: 'Применить: Снизьте максимальную высоту до 8890 м' });
  await expect(moveRoute).toHaveCount(1);
  await expect(lowerMax).toHaveCount(1);
  await expect(page.getByText('Сначала устраните блокирующие замечания проверки.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Преобразовать в согласование' })).toBeDisabled();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'ru-1200-precheck-blocking');

  // Applying the move redraws the route out of the zone (the same four points; take-off and landing kept).
  const routeBefore = await page.getByTestId('route-points').innerText();
  await moveRoute.click();
  await expect(panel).toContainText('Форма изменилась после проверки');
  await expect(page.getByText('Маршрут задан: многоугольник, точек: 4.')).toBeVisible();
  await expect(page.getByTestId('route-points')).not.toHaveText(routeBefore);
  await expect(takeOff.getByLabel('Широта')).toHaveValue(takeOffLat);
  // Applying the class-A fix writes the altitude into the form; the check, run again, is clear.
  await lowerMax.click();
  await expect(sea.getByLabel('Максимальная, м')).toHaveValue('8890');
  await precheck.click();
  await expect(panel.getByRole('heading', { name: /^Класс воздушного пространства: [GC]$/ })).toBeVisible();
  await expect(panel).toContainText('Блокирующих замечаний нет — заявку можно преобразовать.');
  await expect(panel).not.toContainText(`Маршрут пересекает зону «${TEST_ZONE}»`);
  await expect(panel.getByRole('button', { name: /^Применить: / })).toHaveCount(0);
  await shot(page, 'ru-1200-precheck-clear');

  // Saved, then converted to an agreement: read-only, with its printed forms.
  await expect(page.getByText('Сначала сохраните изменения.')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены' })).toBeVisible();
  const convert = page.getByRole('button', { name: 'Преобразовать в согласование' });
  await expect(convert).toBeEnabled();
  await convert.click();
  await expect(page.getByText('Заявка преобразована в согласование и больше не редактируется.')).toBeVisible();
  await expect(page.getByText('Создана', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toHaveCount(0);
  await shot(page, 'ru-1200-converted');

  const shr = await download(page, 'Скачать «Сообщение SHR» в формате TXT');
  expect(shr.name).toBe(`Сообщение SHR — ${requestName}.txt`);
  const shrText = shr.body.toString('utf8');
  // The file opens with its header (СООБЩЕНИЕ SHR, the flight, the drone…); each message starts with "(SHR-".
  expect(shrText).toMatch(/^\(SHR-/m);
  expect(shrText).toContain(requestName);
  const pdf = await download(page, 'Скачать «Представление на временный режим» в формате PDF');
  expect(pdf.name).toBe(`Представление на установление временного режима — ${requestName}.pdf`);
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The list: the request in the table, the tiles, on the map and in the calendar.
  await page.goto('/flight/requests/');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои заявки на полёт' })).toBeVisible();
  const views = page.getByRole('group', { name: 'Вид списка' });
  const row = page.getByRole('table', { name: 'Заявки на полёт, таблица' }).getByRole('row', { name: new RegExp(requestName) });
  await expect(row).toContainText('Создана');
  await expect(row).toContainText(`${day} 11:00`);
  await shot(page, 'ru-1200-list-table');

  await views.getByRole('button', { name: 'Плитки' }).click();
  await expect(page.getByRole('list', { name: 'Заявки на полёт, плитки' }).getByRole('link', { name: requestName })).toBeVisible();
  await shot(page, 'ru-1200-list-tiles');

  await views.getByRole('button', { name: 'Карта' }).click();
  await expect(page.getByRole('region', { name: 'Маршруты заявок на карте' }).locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  const legend = page.getByRole('region', { name: 'Заявки на этой странице' });
  await expect(legend.getByRole('link', { name: requestName })).toBeVisible();
  await legend.getByRole('button', { name: `Показать на карте: ${requestName}` }).click();
  await shot(page, 'ru-1200-list-map');

  await views.getByRole('button', { name: 'Календарь' }).click();
  const calendar = page.getByRole('region', { name: 'Календарь полётов' });
  await expect(calendar.getByRole('link', { name: new RegExp(`^${requestName}, `) }).first()).toBeVisible();
  await shot(page, 'ru-1200-list-calendar');

  // From the calendar back to the request.
  await calendar
    .getByRole('link', { name: new RegExp(`^${requestName}, `) })
    .first()
    .click();
  await expect(page).toHaveURL(requestUrl);
  await expect(page.getByRole('heading', { level: 1, name: requestName })).toBeVisible();
});

test('the same in English on a phone: a simple request, its draft, conversion and printed forms, and the four list views', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const droneName = 'Phone survey drone';
  const { registration } = await registerPilotAllowedToFly(page, droneName);
  const requestName = 'Evening walk over the park';
  const day = tomorrowInMoscow();

  // English, chosen the way a person does (the header's language link), then a phone's width.
  await page.goto('/flight/requests/');
  await page
    .getByRole('link', { name: /^english$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/flight\/requests\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'No flight requests yet' })).toBeVisible();

  await page.goto('/en/flight/new/');
  await expect(page.getByRole('heading', { level: 1, name: 'New flight request' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Route editor map' }).locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'en-375-form-empty');

  await page.getByRole('radio', { name: 'Simple', exact: true }).check();
  await expect(page.getByRole('heading', { name: 'Purpose of the flight' })).toHaveCount(0);
  await page.getByLabel('Request name').fill(requestName);
  await page.getByRole('combobox', { name: 'Drone', exact: true }).selectOption({ label: `${droneName} · reg. no. ${registration}` });
  await page.getByRole('radio', { name: 'Moscow time (UTC+3)' }).check();
  const general = page.getByRole('group', { name: 'Main date' });
  await general.getByLabel('Start').fill(`${day} 12:00`);
  await general.getByLabel('Finish').fill(`${day} 13:30`);
  await drawPolygon(page, 'Route editor map', 'Polygon', [
    [-50, -30],
    [50, -30],
    [0, 40],
  ]);
  await expect(page.getByText('Route set: polygon, 3 points.')).toBeVisible();
  // Nothing overflows sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'en-375-form-filled');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/en\/flight\/requests\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('heading', { level: 1, name: requestName })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  // The simple kind has no altitudes, so no pre-check to run (the editor shows its crossings itself).
  await expect(page.getByRole('button', { name: 'Check before converting' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Convert to agreement' })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'en-375-draft');

  // Converted to an agreement: read-only, its status in English, its printed forms within reach on a phone.
  await page.getByRole('button', { name: 'Convert to agreement' }).click();
  await expect(page.getByText('The request has been converted to an agreement and can no longer be edited.')).toBeVisible();
  await expect(page.getByText('Created', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The notices of the save and the conversion close by themselves (about 8 s) and no longer hide the heading.
  await expect(page.getByText('The request has been converted to an agreement', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await shot(page, 'en-375-converted');

  // The printed forms are state forms: their file names stay Russian, whatever the interface language. The
  // SHR message is not among them here: it needs the altitudes, which the simple kind has none of (a 400
  // `flights.print-field-missing`, docs/requirements.md#flights).
  const submission = await download(page, 'Download “Temporary regime submission” as PDF');
  expect(submission.name).toMatch(/\.pdf$/);
  expect(submission.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/en/flight/requests/');
  await expect(page.getByRole('heading', { level: 1, name: 'My flight requests' })).toBeVisible();
  const views = page.getByRole('group', { name: 'List view' });
  const row = page.getByRole('table', { name: 'Flight requests, table' }).getByRole('row', { name: new RegExp(requestName) });
  await expect(row).toContainText('Created');
  await shot(page, 'en-375-list-table');

  await views.getByRole('button', { name: 'Tiles' }).click();
  const tile = page.getByRole('list', { name: 'Flight requests, tiles' }).getByRole('listitem').filter({ hasText: requestName });
  await expect(tile.getByRole('link', { name: requestName })).toBeVisible();
  await expect(tile).toContainText('Created');
  await shot(page, 'en-375-list-tiles');

  await views.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('region', { name: 'Routes of the requests on the map' }).locator('canvas').first()).toBeVisible({
    timeout: 30_000,
  });
  const legendItem = page.getByRole('region', { name: 'Requests on this page' }).getByRole('listitem').filter({ hasText: requestName });
  await expect(legendItem.getByRole('link', { name: requestName })).toBeVisible();
  await expect(legendItem).toContainText('Created');
  await shot(page, 'en-375-list-map');

  await views.getByRole('button', { name: 'Calendar' }).click();
  const calendar = page.getByRole('region', { name: 'Flight calendar' });
  const entry = calendar.getByRole('link', { name: new RegExp(`^${requestName}, `) }).first();
  await expect(entry).toBeVisible();
  await expect(calendar.getByRole('listitem').filter({ hasText: requestName }).last()).toContainText('Created');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'en-375-list-calendar');
});
