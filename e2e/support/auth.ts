import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants';

/** Signs in through the real OpenID Connect provider, the way a person does: button, form, back to the portal. */
export async function signIn(page: Page, login: string, { base = 'http://localhost:8080', path = '/' } = {}) {
  await page.goto(base + path);
  await page.getByRole('banner').getByRole('button', { name: /^(войти|sign in)$/i }).first().click();
  await page.waitForURL(/\/realms\/nebo\//);
  await page.getByLabel(/^(логин|e-mail|login|электронная почта)/i).fill(login);
  await page.getByLabel(/^(пароль|password)$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(войти|sign in)$/i }).click();
  await page.waitForURL((url) => url.origin === base && !url.pathname.includes('/logging/'));
}

export async function expectSignedInAs(page: Page, shortName: RegExp | string) {
  await expect(page.getByRole('banner').getByRole('button', { name: shortName })).toBeVisible();
}

export interface NewPilot { email: string; givenName: string; familyName: string; password: string }

/** A fresh pilot account registered through the provider's registration page, so a test owns its data. */
export function newPilot(givenName: string, familyName: string): NewPilot {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `pilot-${id}@example.ru`, givenName, familyName, password: `Sky-${id}-2026` };
}

export async function registerPilot(page: Page, pilot: NewPilot, { base = 'http://localhost:8080', path = '/' } = {}) {
  await page.goto(base + path);
  await page.getByRole('banner').getByRole('button', { name: /^(регистрация|register)$/i }).first().click();
  await page.waitForURL(/\/realms\/nebo\//);
  await page.getByLabel(/^(электронная почта|e-mail)/i).fill(pilot.email);
  await page.getByLabel(/^(имя|first name|given name)/i).fill(pilot.givenName);
  await page.getByLabel(/^(фамилия|last name|family name)/i).fill(pilot.familyName);
  await page.getByLabel(/^(пароль|password)$/i).fill(pilot.password);
  await page.getByLabel(/^(повторите пароль|repeat password|confirm password)/i).fill(pilot.password);
  await page.getByRole('button', { name: /^(зарегистрироваться|register)$/i }).click();
  await page.waitForURL((url) => url.origin === base && !url.pathname.includes('/logging/'));
}
