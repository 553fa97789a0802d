import { expect, test } from '@playwright/test';
import { expectSignedInAs, signIn } from '../support/auth';

test('a pilot edits personal data and sees it after a reload; the header follows', async ({ page }) => {
  await signIn(page, 'pilot@nebo.local', { path: '/profile/personal-info/' });
  await expect(page).toHaveURL(/\/profile\/personal-info\/$/);

  await page.getByLabel(/^фамилия/i).fill('Соколов');
  await page.getByLabel(/^имя/i).fill('Пётр');
  await page.getByLabel(/^отчество/i).fill('Андреевич');
  await page.getByRole('radio', { name: /^мужской/i }).check();
  await page.getByLabel(/^дата рождения/i).fill('14.03.1990');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: /сохран/i })).toBeVisible();
  await expectSignedInAs(page, /Пётр С\./);

  await page.reload();
  await expect(page.getByLabel(/^фамилия/i)).toHaveValue('Соколов');
  await expect(page.getByLabel(/^имя/i)).toHaveValue('Пётр');
  await expect(page.getByLabel(/^отчество/i)).toHaveValue('Андреевич');
  await expect(page.getByLabel(/^дата рождения/i)).toHaveValue('14.03.1990');
});

test('an age under 18 is refused next to the birth date field and nothing is saved', async ({ page }) => {
  await signIn(page, 'pilot@nebo.local', { path: '/profile/personal-info/' });
  const before = await page.getByLabel(/^дата рождения/i).inputValue();
  const year = new Date().getFullYear() - 10;
  await page.getByLabel(/^дата рождения/i).fill(`01.01.${year}`);
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  const field = page.getByLabel(/^дата рождения/i);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByLabel(/^дата рождения/i)).toHaveValue(before);
});
