import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS } from '../support/constants';
import { expectSignedInAs, signIn } from '../support/auth';

test('the session outlives the access token by refreshing it', async ({ page }) => {
  test.setTimeout((ACCESS_TOKEN_TTL_SECONDS * 2 + 60) * 1000);
  const refreshes: number[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('/protocol/openid-connect/token') && res.request().postData()?.includes('grant_type=refresh_token')) {
      refreshes.push(res.status());
    }
  });
  await signIn(page, 'pilot@nebo.local', { path: '/profile/personal-info/' });
  await expectSignedInAs(page, /П\./);

  // Outlive the first access token without touching the page.
  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 15) * 1000);
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every((s) => s === 200)).toBe(true);

  // Still signed in, and an authorised call goes through: the profile form reloads its data.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /nebo|небо|главная/i })
    .first()
    .click();
  await page.goto('/profile/personal-info/');
  await expect(page).toHaveURL(/\/profile\/personal-info\/$/);
  await expectSignedInAs(page, /П\./);
  await expect(page.getByLabel(/^имя/i)).not.toHaveValue('');
  await expect(page).not.toHaveURL(/timed-out/);
});
