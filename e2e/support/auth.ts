import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants';

/** Signs in through the real OpenID Connect provider, the way a person does: button, form, back to the portal. */
export async function signIn(page: Page, login: string, { base = 'http://localhost:8080', path = '/' } = {}) {
  await page.goto(base + path);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(войти|sign in)$/i })
    .first()
    .click();
  await page.waitForURL(/\/realms\/nebo\//);
  await page.getByLabel(/^(логин|e-mail|login|электронная почта)/i).fill(login);
  await page.getByLabel(/^(пароль|password)$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(войти|sign in)$/i }).click();
  await page.waitForURL((url) => url.origin === base && !url.pathname.includes('/logging/'));
}

export async function expectSignedInAs(page: Page, shortName: RegExp | string) {
  await expect(page.getByRole('banner').getByRole('button', { name: shortName })).toBeVisible();
}
