import { expect, test } from '@playwright/test';
import { expectSignedInAs } from '../support/auth';
import { newPilot, registerPilot } from '../support/registration';

test('a newly registered pilot edits personal data and sees it after a reload; the header follows', async ({ page }) => {
  await registerPilot(page, newPilot('Мария', 'Белова'));
  await expectSignedInAs(page, /Мария Б\./);
  await page.goto('/profile/personal-info/');
  await expect(page).toHaveURL(/\/profile\/personal-info\/$/);
  await expect(page.getByLabel(/^имя/i)).toHaveValue('Мария');

  await page.getByLabel(/^фамилия/i).fill('Соколова');
  await page.getByLabel(/^имя/i).fill('Дарья');
  await page.getByLabel(/^отчество/i).fill('Андреевна');
  await page.getByRole('radio', { name: /^женский/i }).check();
  await page.getByLabel(/^дата рождения/i).fill('14.03.1990');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(page.getByText(/^Личные данные сохранены\./)).toBeVisible();
  await expectSignedInAs(page, /Дарья С\./);

  await page.reload();
  await expect(page.getByLabel(/^фамилия/i)).toHaveValue('Соколова');
  await expect(page.getByLabel(/^имя/i)).toHaveValue('Дарья');
  await expect(page.getByLabel(/^отчество/i)).toHaveValue('Андреевна');
  await expect(page.getByLabel(/^дата рождения/i)).toHaveValue('14.03.1990');
});

test('an age under 18 is refused next to the birth date field and nothing is saved', async ({ page }) => {
  await registerPilot(page, newPilot('Олег', 'Ветров'));
  await page.goto('/profile/personal-info/');
  await page.getByRole('radio', { name: /^мужской/i }).check();
  await page.getByLabel(/^дата рождения/i).fill('02.02.1985');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(page.getByText(/^Личные данные сохранены\./)).toBeVisible();
  const before = await page.getByLabel(/^дата рождения/i).inputValue();
  const year = new Date().getFullYear() - 10;
  await page.getByLabel(/^дата рождения/i).fill(`01.01.${year}`);
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  const field = page.getByLabel(/^дата рождения/i);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The message sits next to the field and is tied to it for screen readers.
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const description = page.locator(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => `[id="${id}"]`)
      .join(', '),
  );
  await expect(description.filter({ hasText: /18/ })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel(/^дата рождения/i)).toHaveValue(before);
});
