import { expect, test } from '@playwright/test';

test('switching to English keeps the path, sets the cookie for a year, and switching back returns', async ({ page, context }) => {
  await page.goto('/timed-out/');
  await page
    .getByRole('link', { name: /^english$/i })
    .first()
    .click();
  await expect(page).toHaveURL('http://localhost:8080/en/timed-out/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);

  await page
    .getByRole('link', { name: /^русский$/i })
    .first()
    .click();
  await expect(page).toHaveURL('http://localhost:8080/timed-out/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('ru');
});
