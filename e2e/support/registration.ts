import { expect, type Page } from '@playwright/test';

export interface NewPilot {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

/** A pilot no other test knows: a unique e-mail per call, so suites never share data. */
export function newPilot(givenName = 'Алексей', familyName = 'Смирнов'): NewPilot {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `pilot-${unique}@example.ru`, password: 'Nebo-2026!new', givenName, familyName };
}

/**
 * Registers through the identity provider's own registration page, the way a new user does: the
 * header's "Регистрация" button, the form, and back to the portal signed in.
 */
export async function registerPilot(page: Page, pilot: NewPilot = newPilot()): Promise<NewPilot> {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(регистрация|register)$/i })
    .first()
    .click();
  await page.waitForURL(/\/realms\/nebo\//);
  await fillRegistration(page, pilot);
  await page.waitForURL((url) => !url.pathname.includes('/realms/') && !url.pathname.includes('/logging/'));
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(`${pilot.givenName} ${pilot.familyName.charAt(0)}\\.`) }),
  ).toBeVisible();
  return pilot;
}

/** Fills and sends the identity provider's registration form (the browser is on it). */
export async function fillRegistration(page: Page, pilot: NewPilot): Promise<void> {
  await page.getByLabel(/^(электронная почта|e-mail)/i).fill(pilot.email);
  await page.getByLabel(/^(имя|first name)/i).fill(pilot.givenName);
  await page.getByLabel(/^(фамилия|last name)/i).fill(pilot.familyName);
  await page.getByLabel(/^(пароль|password)$/i).fill(pilot.password);
  await page.getByLabel(/^(повторите пароль|repeat (the )?password|confirm password)/i).fill(pilot.password);
  await page.getByRole('button', { name: /^(зарегистрироваться|register)$/i }).click();
}
