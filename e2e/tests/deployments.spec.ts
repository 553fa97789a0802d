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
  await nav.getByRole('button', { name: 'Согласование' }).click();
  await expect(nav.getByRole('link', { name: /заявки на рассмотрение/i })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Обзор' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /страхован/i })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /карта/i })).toHaveCount(0);
  await page.goto(AUTHORITY_PORTAL + '/agreement/');
  await expect(page).toHaveURL(AUTHORITY_PORTAL + '/agreement/dashboard/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The area's own remote, and the map it embeds (the map has no pages on this deployment).
  expect(remoteEntries.every((u) => u.includes(':3103/') || u.includes(':3106/'))).toBe(true);
  await page.goto(AUTHORITY_PORTAL + '/map/');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
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
