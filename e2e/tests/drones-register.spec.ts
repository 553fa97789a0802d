import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { registerPilot } from '../support/registration';

/**
 * A real PNG (the server checks content, not names): 8×8, one colour, built here so the suite needs no
 * binary fixtures.
 */
function png(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: 8 }, () => Buffer.from(rgb))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: /^(принять|accept)$/i });
  if (await accept.isVisible()) await accept.click();
}

test('a new pilot registers a drone from the library with photos and sees it in the list', async ({ page }) => {
  await registerPilot(page);
  await acceptCookies(page);

  // No drones yet: the list says so and leads to the registration.
  await page.goto('/drones/');
  await expect(page.getByRole('heading', { name: 'Дронов пока нет' })).toBeVisible();
  await page.getByRole('link', { name: 'Зарегистрировать дрон' }).first().click();
  await expect(page).toHaveURL(/\/drones\/new\/$/);

  // Manufacturer, then model, each found by search.
  await page.getByLabel('Поиск производителя').fill('Геоскан');
  await page.getByRole('radio', { name: /^Геоскан\s*\d+ модел/ }).check();
  await page.getByLabel('Поиск модели').fill('201');
  await page.getByRole('radio', { name: /^Геоскан 201/ }).check();
  await page.getByRole('button', { name: 'Продолжить с моделью Геоскан 201' }).click();

  // The form is prefilled from the library model (GET library-defaults/{id}).
  await expect(page.getByLabel('Название')).toHaveValue('Геоскан 201');
  await expect(page.getByLabel('Максимальная взлётная масса, кг')).toHaveValue('8.5');
  await expect(page.getByRole('radio', { name: 'Лёгкий (до 30 кг)' })).toBeChecked();

  const registration = `RU-${Date.now().toString().slice(-7)}`;
  await page.getByLabel('Название').fill('Мой Геоскан');
  await page.getByLabel('Серийный номер').fill(`GS201-${Date.now().toString(36).toUpperCase()}`);
  await page.getByLabel('Регистрационный номер').fill(registration.toLowerCase());
  await expect(page.getByText('Номер свободен')).toBeVisible();
  await page.getByLabel('Год выпуска').fill('2024');
  await page.getByLabel('Выбрать фото: Спереди').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png([120, 180, 230]) });
  await page.getByLabel('Выбрать фото: Сверху').setInputFiles({ name: 'top.png', mimeType: 'image/png', buffer: png([120, 200, 120]) });
  await expect(page.getByRole('img', { name: 'Дрон: Спереди' })).toBeVisible();

  // The spec's wind range (0..40 m/s) is checked before anything is sent.
  await page.getByLabel('Ветер до, м/с').fill('45');
  await page.getByRole('button', { name: 'Сохранить дрон' }).click();
  await expect(page.getByLabel('Ветер до, м/с')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Значение от 0 до 40')).toBeVisible();
  await page.getByLabel('Ветер до, м/с').fill('12');
  await page.getByRole('button', { name: 'Сохранить дрон' }).click();

  // The drone's page: its photos and figures.
  await expect(page).toHaveURL(/\/drones\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мой Геоскан' })).toBeVisible();
  await expect(page.getByText(registration)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Дрон: Спереди' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Показать фото: Сверху' })).toBeVisible();

  // The list: in the table and in the tiles, with the main photo.
  await page.getByRole('link', { name: 'К списку дронов' }).click();
  const row = page.getByRole('row', { name: /Мой Геоскан/ });
  await expect(row).toContainText(registration);
  await page.getByRole('button', { name: 'Плитки' }).click();
  await expect(page.getByRole('list', { name: 'Дроны, плитки' }).getByRole('link', { name: 'Мой Геоскан' })).toBeVisible();

  // The same number cannot be registered twice: the check says so while typing.
  await page.goto('/drones/new/');
  await page.getByLabel('Поиск модели').fill('Геоскан 201');
  await page.getByRole('radio', { name: /^Геоскан 201/ }).check();
  await page.getByRole('button', { name: 'Продолжить с моделью Геоскан 201' }).click();
  await page.getByLabel('Регистрационный номер').fill(registration);
  await expect(page.getByText('Дрон с таким регистрационным номером уже есть на платформе')).toBeVisible();
});

test('the drones screens in English at 375 px: list, view, edit and delete with confirmation', async ({ page }) => {
  // Registration starts from the header's desktop buttons; the phone width comes after.
  await registerPilot(page);
  await acceptCookies(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/drones/new/');
  await page.getByLabel('Find a model').fill('Mini 4 Pro');
  await page.getByRole('radio', { name: /^DJI Mini 4 Pro/ }).check();
  await page.getByRole('button', { name: 'Continue with DJI Mini 4 Pro' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('DJI Mini 4 Pro');
  await page.getByRole('button', { name: 'Save drone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DJI Mini 4 Pro' })).toBeVisible();
  // Nothing overflows sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('Mini for the dacha');
  await page.getByRole('button', { name: 'Save drone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mini for the dacha' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete drone' }).click();
  await expect(page).toHaveURL(/\/en\/drones\/$/);
  await expect(page.getByRole('heading', { name: 'No drones yet' })).toBeVisible();
});
