import { expect, type Page } from '@playwright/test';
import { API } from './constants';

const SUMMARY_PATH = '/api/user/current/summary';

/** The part of the user summary (docs/requirements.md#ui-user-summary) that decides whether the pilot may fly. */
export interface FlyingFacts {
  allowedToFly?: boolean;
  dronesCount?: number;
  fieldGroupsCompletion?: { personIdentity?: boolean } | null;
}

/** A real 1×1 PNG: the server checks file content, so a photo must really be an image. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Opens /flight/new/ by its address, as a user would, and waits for the route guard's decision: the
 * guard loads the summary first (a fresh page has none), shows "checking access" meanwhile, then redirects
 * or lets the page through. Resolves with the bearer token the portal sent with that summary call.
 */
export async function openNewFlightRequest(page: Page): Promise<string> {
  const summaryCall = page.waitForResponse(
    (response) => new URL(response.url()).pathname === SUMMARY_PATH && response.request().method() === 'GET',
  );
  await page.goto('/flight/new/');
  const response = await summaryCall;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /проверяем доступ к странице/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const authorization = await response.request().headerValue('authorization');
  expect(authorization).toMatch(/^Bearer /);
  return authorization as string;
}

/** GET /api/user/current/summary from inside the page (the portal's origin, CORS and all) with the portal's token. */
export async function summaryInPage(page: Page, authorization: string): Promise<FlyingFacts> {
  return page.evaluate(
    async ({ url, auth }) => {
      const response = await fetch(url, { headers: { Authorization: auth, Accept: 'application/json' } });
      if (!response.ok) throw new Error(`summary answered ${response.status}`);
      return (await response.json()) as FlyingFacts;
    },
    { url: `${API}${SUMMARY_PATH}`, auth: authorization },
  );
}

/**
 * Registers a drone from the library the way a pilot does (/drones/new/: model by search, the form
 * prefilled from it, the registration number checked while typing, the main photo) and lands on its page.
 */
export async function registerLibraryDrone(page: Page, name: string): Promise<string> {
  await page.goto('/drones/new/');
  await page.getByLabel('Поиск модели').fill('Геоскан 201');
  await page.getByRole('radio', { name: /^Геоскан 201/ }).check();
  await page.getByRole('button', { name: 'Продолжить с моделью Геоскан 201' }).click();
  await expect(page.getByLabel('Название')).toHaveValue('Геоскан 201');
  const registration = `RU-${Date.now().toString().slice(-7)}`;
  await page.getByLabel('Название').fill(name);
  await page.getByLabel('Регистрационный номер').fill(registration);
  await expect(page.getByText('Номер свободен')).toBeVisible();
  await page.getByLabel('Год выпуска').fill('2024');
  await page.getByLabel('Выбрать фото: Спереди').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: 'Сохранить дрон' }).click();
  await expect(page).toHaveURL(/\/drones\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return registration;
}
