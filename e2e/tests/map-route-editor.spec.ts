import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from '../support/auth';

// The route editor of mfe-map, on its own page (/map/route-editor/): draw a polygon and see its crossings
// follow the drawing; typed coordinates, keyboard and undo.

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

const crossingsAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/map/crossings' && response.request().method() === 'POST');

test('drawing a polygon shows its crossings, updated as the route changes', async ({ page, context, baseURL }, testInfo) => {
  const blocked = await blockInternet(context);
  await signIn(page, 'pilot@nebo.local', { base: baseURL ?? undefined, path: '/map/route-editor/' });
  await page.goto('/map/route-editor/');
  await expect(page.getByRole('heading', { level: 1, name: 'Редактор маршрута' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'Многоугольник', exact: true }).check();

  const map = page.getByRole('region', { name: 'Карта редактора маршрута' });
  await expect(map.locator('canvas').first()).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const points = page.getByTestId('route-points').locator('li');
  // One click, then wait for its point: OpenLayers reads two clicks within 250 ms as a double-click (zoom).
  const at = async (dx: number, dy: number) => {
    const before = await points.count();
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
    await expect(points).toHaveCount(before + 1);
  };

  // A triangle over the centre of Moscow: inside the Moscow zonal centre and several control zones.
  await at(-60, -40);
  await at(60, -40);
  const first = crossingsAnswer(page);
  await at(0, 50);
  expect((await first).status()).toBe(200);
  const crossings = page.getByTestId('route-crossings');
  await expect(crossings.getByTestId('crossed-authorities')).toContainText('Московский зональный центр');
  // Municipalities are named in the page's language too (GeoNames names them in English only).
  await expect(crossings.getByTestId('crossed-authorities')).toContainText('Москва');
  const crossedBefore = await crossings.locator('li').count();

  // A fourth point far to the west: the crossings are asked again and grow (more aerodromes and municipalities).
  const second = crossingsAnswer(page);
  await at(-box.width / 2 + 20, 0);
  expect((await second).status()).toBe(200);
  await expect(async () => {
    expect(await crossings.locator('li').count()).toBeGreaterThan(crossedBefore);
  }).toPass();
  await expect(points).toHaveCount(4);
  await page.screenshot({ path: testInfo.outputPath('route-editor.png'), fullPage: true });

  // Typed coordinates in degrees, minutes and seconds become a take-off point.
  await page.getByRole('textbox', { name: 'Координаты' }).fill(`55°45'21"N 37°37'02"E`);
  await page.getByRole('combobox', { name: 'Куда' }).selectOption('START');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByTestId('route-roles')).toContainText('55.755833, 37.617222');

  // Keyboard: Ctrl+Z undoes the take-off point, then the fourth vertex; Enter adds one at the centre.
  await map.focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('route-roles')).toContainText('не задана');
  await page.keyboard.press('Control+z');
  await expect(points).toHaveCount(3);
  await page.keyboard.press('Enter');
  await expect(points).toHaveCount(4);
  await page.keyboard.press('Delete');
  await expect(points).toHaveCount(3);

  // The value handed to the flight request: a POLYGON of three points.
  await page.getByText('Геометрия заявки').click();
  const value = JSON.parse((await page.getByTestId('route-value').textContent()) ?? '{}') as {
    geometry: { type: string; points: unknown[] };
  };
  expect(value.geometry.type).toBe('POLYGON');
  expect(value.geometry.points).toHaveLength(3);
  expect(blocked).toEqual([]);
});

test('a bow-tie polygon is refused before it is sent', async ({ page }) => {
  await page.goto('/map/route-editor/');
  await page.getByRole('radio', { name: 'Многоугольник', exact: true }).check();
  for (const text of ['55.70, 37.50', '55.80, 37.70', '55.70, 37.70', '55.80, 37.50']) {
    await page.getByRole('textbox', { name: 'Координаты' }).fill(text);
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  }
  await expect(page.getByTestId('route-issues')).toContainText('Стороны многоугольника пересекаются');
  await page.getByRole('textbox', { name: 'Координаты' }).fill('55.7, north');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Не похоже на координаты');
});
