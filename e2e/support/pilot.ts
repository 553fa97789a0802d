import { expect, type Page } from '@playwright/test';
import { registerLibraryDrone } from './flying';
import { registerPilot, type NewPilot } from './registration';

/** A real 1×1 PNG: the server checks file content, so a scan must really be an image. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A success notice: alerts of status success are announced politely (role status), errors as alerts. */
const notice = (page: Page, text: RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: /^(принять|accept)$/i });
  if (await accept.isVisible()) await accept.click();
}

/**
 * A new pilot made allowed to fly the way profile-journey.spec.ts does it, shortened to what the summary's
 * `allowedToFly` needs (docs/requirements.md#ui-user-summary): sex and birth date, a passport with its scan,
 * a phone (the flight form's contacts start from it) and one drone from the library. Runs in Russian at the
 * page's current width (the header's desktop buttons); resolves with the pilot and the drone's registration.
 */
export async function registerPilotAllowedToFly(page: Page, droneName: string): Promise<{ pilot: NewPilot; registration: string }> {
  const pilot = await registerPilot(page);
  await acceptCookies(page);

  await page.goto('/profile/personal-info/');
  await page.getByRole('radio', { name: /^мужской/i }).check();
  await page.getByLabel(/^дата рождения/i).fill('14.03.1990');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(notice(page, /личные данные сохранены/i)).toBeVisible();

  await page.goto('/profile/phone/');
  await page.getByLabel(/^телефон/i).fill('9123456789');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(notice(page, /номер телефона сохранён/i)).toBeVisible();

  await page.goto('/profile/passport/');
  await page.getByRole('button', { name: /^добавить документ$/i }).click();
  await page.getByLabel(/^серия/i).fill('45 10');
  await page.getByLabel(/^номер/i).fill('123456');
  await page.getByLabel(/^дата выдачи/i).fill('01.02.2015');
  await page.getByLabel(/^кем выдан/i).fill('ОВД Тверского района г. Москвы');
  await page.getByLabel(/^место рождения/i).fill('г. Москва');
  await page.getByLabel(/^адрес регистрации/i).fill('г. Москва, ул. Тверская, д. 1, кв. 5');
  await page.locator('input[type=file]').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: /^сохранить документ$/i }).click();
  await expect(notice(page, /документ добавлен/i)).toBeVisible();

  const registration = await registerLibraryDrone(page, droneName);
  return { pilot, registration };
}

/** Tomorrow's date in Moscow (the platform's zone) as DD.MM.YYYY. */
export function tomorrowInMoscow(): string {
  const parts = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + 24 * 3600 * 1000),
  );
  return parts;
}
