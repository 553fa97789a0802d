import { expect, test } from '@playwright/test';
import { ADMIN_PORTAL, AUTHORITY_PORTAL } from '../support/constants';
import { expectSignedInAs, signIn } from '../support/auth';

test('the authority deployment registers and shows only the agreement area', async ({ page }) => {
  const remoteEntries: string[] = [];
  page.on('request', (r) => {
    if (/:31\d\d\//.test(r.url())) remoteEntries.push(r.url());
  });
  await signIn(page, 'authority@nebo.local', { base: AUTHORITY_PORTAL });
  await expectSignedInAs(page, /Сергей В\./);
  const nav = page.getByRole('navigation', { name: /основн|main/i });
  await expect(nav.getByRole('link', { name: /заявки|запросы/i }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: /страхован/i })).toHaveCount(0);
  await page.goto(AUTHORITY_PORTAL + '/agreement/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remoteEntries.every((u) => u.includes(':3103/'))).toBe(true);
  await page.goto(AUTHORITY_PORTAL + '/insurance/');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
});

test('the admin deployment shows only the admin area and forces the admin into /admin/', async ({ page }) => {
  const remoteEntries: string[] = [];
  page.on('request', (r) => {
    if (/:31\d\d\//.test(r.url())) remoteEntries.push(r.url());
  });
  await signIn(page, 'admin@nebo.local', { base: ADMIN_PORTAL });
  await expect(page).toHaveURL(ADMIN_PORTAL + '/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(ADMIN_PORTAL + '/profile/personal-info/');
  await expect(page).toHaveURL(ADMIN_PORTAL + '/admin/');
  expect(remoteEntries.length).toBeGreaterThan(0);
  expect(remoteEntries.every((u) => u.includes(':3104/'))).toBe(true);
});

test('the portal loads a remote only when its route is visited', async ({ page }) => {
  const remoteHosts = new Set<string>();
  page.on('request', (r) => {
    const m = /:(31\d\d)\//.exec(r.url());
    if (m) remoteHosts.add(m[1]);
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect([...remoteHosts]).toEqual([]);
  await page.goto('/insurance/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect([...remoteHosts]).toEqual(['3105']);
});
