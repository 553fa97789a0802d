import { expect, test } from '@playwright/test';
import { expectSignedInAs, signIn } from '../support/auth';

test('a pilot signs in through the provider and lands back signed in with "First L." in the header', async ({ page }) => {
  await signIn(page, 'pilot@nebo.local');
  await expect(page).toHaveURL('http://localhost:8080/');
  await expectSignedInAs(page, /Иван П\./);
  // The login button is gone once signed in.
  await expect(page.getByRole('banner').getByRole('button', { name: /^войти$/i })).toHaveCount(0);
});

test('a wrong password is refused next to the field and nothing signs in', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^войти$/i })
    .first()
    .click();
  await page.waitForURL(/\/realms\/nebo\//);
  await page.getByLabel(/^(логин|e-mail|электронная почта)/i).fill('pilot@nebo.local');
  await page.getByLabel(/^пароль$/i).fill('not-the-password-1');
  await page.getByRole('button', { name: /^войти$/i }).click();
  await expect(page.getByText(/неверн/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/realms\/nebo\//);
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page, 'pilot@nebo.local');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Иван П\./ })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^выйти$/i })
    .click();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^войти$/i })
      .first(),
  ).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^войти$/i })
      .first(),
  ).toBeVisible();
});
