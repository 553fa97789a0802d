import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Workbook } from 'exceljs';
import { signIn } from '../support/auth';

const root = path.resolve(__dirname, '../..');
const versionOf = (folder: string) =>
  (JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { version: string }).version;

test('the admin sees the statistics as charts and downloads them as XLSX', async ({ page, baseURL }) => {
  await signIn(page, 'admin@nebo.local', { base: baseURL ?? undefined });
  const accept = page.getByRole('button', { name: /^(принять|accept)$/i });
  if (await accept.isVisible()) await accept.click();

  await page.goto('/admin/statistics/');
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();
  // The last 30 Moscow days by default.
  await expect(page.getByRole('textbox', { name: /^С/ })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  const users = page.getByRole('img', { name: /^Пользователи/ });
  await expect(users).toBeVisible();
  await expect(page.getByRole('img', { name: /^Заявки на полёт/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'За всё время' })).toContainText('Пользователи');
  await expect(page.getByText('Маркетплейс не подключён')).toBeVisible();

  // The table behind the chart, for screen readers and keyboards.
  await page.getByText('Таблица: Пользователи').click();
  await expect(page.getByRole('table', { name: 'Пользователи' })).toBeVisible();

  const from = await page.getByRole('textbox', { name: /^С/ }).inputValue();
  const to = await page.getByRole('textbox', { name: /^По/ }).inputValue();
  const iso = (value: string) => value.split('.').reverse().join('-');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать XLSX' }).click()]);
  expect(download.suggestedFilename()).toBe(`statistics_${iso(from)}_${iso(to)}.xlsx`);
  const workbook = new Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(expect.arrayContaining(['Пользователи', 'Итоги']));
  // A row per day of the 30, the header and the total.
  expect(workbook.getWorksheet('Пользователи')?.rowCount).toBe(32);
  await expect(page.getByText(`Файл statistics_${iso(from)}_${iso(to)}.xlsx сохранён`)).toBeVisible();
});

test('system versions: the backend and every remote of the deployment, in English', async ({ page }) => {
  await page.goto('/en/system-versions/');
  await expect(page.getByRole('heading', { level: 1, name: 'System versions' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Platform components' });
  await expect(table.getByRole('row', { name: /^Server \(API\)/ })).toContainText(versionOf('backend'));
  await expect(table.getByRole('row', { name: /^Database/ })).toContainText(/migrations: \d+/);

  const deployment = JSON.parse(readFileSync(path.join(root, 'shell/deployments/portal.json'), 'utf8')) as { remotes: { name: string }[] };
  for (const { name } of deployment.remotes) {
    const row = table.getByRole('row', { name: new RegExp(`^Interface module ${name}`) });
    await expect(row).toContainText(versionOf(name.replace('_', '-')));
    await expect(row).toContainText(`@nebo/${name.replace('_', '-')}`);
  }
});
