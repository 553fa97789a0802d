import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await page.goto('/en/no-such-page/');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('a path without a trailing slash is answered 301 to the slashed path, query kept', async ({ request }) => {
  const res = await request.get('/profile/personal-info?tab=1', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe('/profile/personal-info/?tab=1');
});

test('a signed-in non-admin opening /admin/ gets the 404 page; a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: /нужно войти/i })).toBeVisible();
  await signIn(page, 'pilot@nebo.local');
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
});
