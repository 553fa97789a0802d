import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/');
  await expect(page.getByText('Страница не найдена')).toBeVisible();
  await page.goto('/en/no-such-page/');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a path without a trailing slash is answered 301 to the slashed path, query kept', async ({ request }) => {
  const res = await request.get('/profile/personal-info?tab=1', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe('/profile/personal-info/?tab=1');
});

test('a non-admin opening /admin/ gets the 404 page', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page.getByText('Страница не найдена')).toBeVisible();
});
