import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

test('an admin archives and restores a library model, and copies one', async ({ page, baseURL }) => {
  await signIn(page, 'admin@nebo.local', { base: baseURL ?? undefined });
  const accept = page.getByRole('button', { name: /^(принять|accept)$/i });
  if (await accept.isVisible()) await accept.click();

  await page.goto('/admin/library/');
  await expect(page.getByRole('heading', { level: 1, name: 'Библиотека дронов' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Геоскан 201');
  const row = page.getByRole('row', { name: /Геоскан 201/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Активна');

  await row.getByRole('button', { name: 'В архив: Геоскан 201' }).click();
  await expect(row).toContainText('В архиве');
  await expect(page.getByText('Модель «Геоскан 201» перенесена в архив')).toBeVisible();

  await row.getByRole('button', { name: 'Восстановить: Геоскан 201' }).click();
  await expect(row).toContainText('Активна');
  await expect(row.getByRole('button', { name: 'В архив: Геоскан 201' })).toBeVisible();

  // A copy is an unsaved draft (GET copy/{id}); saving it creates a model, which can then be deleted.
  const copyName = `Геоскан 201 тест ${Date.now().toString(36)}`;
  await row.getByRole('link', { name: 'Копировать: Геоскан 201' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Копия модели' })).toBeVisible();
  await expect(page.getByLabel('Максимальная взлётная масса, кг')).toHaveValue('8.5');
  await page.getByRole('textbox', { name: 'Модель' }).fill(copyName);
  await page.getByRole('button', { name: 'Сохранить модель' }).click();
  await expect(page).toHaveURL(/\/admin\/library\/$/);
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(copyName);
  const copy = page.getByRole('row', { name: new RegExp(copyName) });
  await expect(copy).toHaveCount(1);
  await copy.getByRole('button', { name: `Удалить: ${copyName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('heading', { name: 'Моделей не найдено' })).toBeVisible();
});

test('the library in English at 375 px: manufacturers tab and the server’s field errors', async ({ page, baseURL }) => {
  // Signing in starts from the header's desktop button; the phone width comes after.
  await signIn(page, 'admin@nebo.local', { base: baseURL ?? undefined });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/admin/library/?tab=manufacturers');
  await expect(page.getByRole('tab', { name: 'Manufacturers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row', { name: /ZALA Aero/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add a manufacturer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Country').fill('R1');
  // Leaving the field shows its error first (so the Save button does not move under the pointer).
  await dialog.getByLabel('Country').press('Tab');
  await expect(dialog.getByText('Two Latin letters of the country code, such as RU')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Fill in this field')).toBeVisible();
  await expect(dialog.getByText('Two Latin letters of the country code, such as RU')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
