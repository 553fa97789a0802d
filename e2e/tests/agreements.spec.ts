import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { convertedProfessionalFlight, convertedSimpleFlight, utcIn, type GeoShape } from '../support/agreements';
import { approveAsMoscowCentre } from '../support/authority';
import { openNewFlightRequest } from '../support/flying';
import { registerPilotAllowedToFly } from '../support/pilot';
import { shot } from '../support/shots';

// Issue 12 end to end, on the default set-up that `npm start` runs: the backend, its job workers and inbound
// mail listener, the zonal-centre simulator (a separate process speaking SMTP, the Azimut API and SPPI over the
// network) and the SMTP catcher. Nothing is faked inside the backend. The Moscow zonal centre works on the
// platform, so its reviewer decides in the authority area (here through its call, authority.spec.ts drives the
// screens); the simulator decides for the other centres by its own rules (a route through an active restricted
// zone without a regime number is rejected) after its delay.
//
// The flights are made through the calls the request form makes (flight-requests.spec.ts drives the form);
// everything about the agreement is done on the agreement page, as a pilot would.

/** West of the test restricted zone (e2e/fixtures, 37.625–37.68° E, 55.73–55.77° N), over Moscow: a municipality is crossed. */
const CLEAR_ROUTE: GeoShape = { type: 'CIRCLE', points: [{ lat: 55.752, lng: 37.58 }], radius: 300 };
/** Inside the test restricted zone. */
const RESTRICTED_ROUTE: GeoShape = { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.65 }], radius: 300 };

/** A real 1-page PDF (the files module checks content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const notice = (page: Page, text: RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function download(page: Page, button: RegExp): Promise<{ name: string; body: string }> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), body: readFileSync(await file.path()).toString('utf8') };
}

test('a pilot agrees a flight with the zonal centre by e-mail and with the municipality, then flies it: SHR with the permit, DEP, ARR', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await registerPilotAllowedToFly(page, 'Геоскан для согласования');
  const authorization = await openNewFlightRequest(page);
  const id = await convertedProfessionalFlight(page, authorization, {
    name: 'Съёмка набережной',
    route: CLEAR_ROUTE,
    start: utcIn(15),
    finish: utcIn(75),
  });

  // The request's view leads to its agreement.
  await page.goto(`/flight/requests/${id}/`);
  await page.getByRole('link', { name: 'Согласование' }).click();
  await expect(page).toHaveURL(new RegExp(`/flight/requests/${id}/agreement/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Съёмка набережной' })).toBeVisible();
  await expect(page.getByText('Согласование полёта', { exact: true })).toBeVisible();

  // The zonal centre the route crosses is proposed; the pilot sends a local-regime submission by e-mail.
  const orvd = page.getByRole('form', { name: 'Зональный центр ЕС ОрВД' });
  await expect(orvd.getByText(/Московский/).first()).toBeVisible();
  await orvd.getByRole('radio', { name: 'Местный режим' }).check();
  await orvd.getByLabel('Текст телеграммы').fill('съёмка набережной');
  await expect(orvd.getByLabel('Текст телеграммы')).toHaveValue('СЪЁМКА НАБЕРЕЖНОЙ');
  await orvd.getByRole('radio', { name: /Электронная почта/ }).check();
  await shot(page, 'ru-1200-agreement-form');
  await orvd.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(notice(page, /Заявка поставлена в очередь на отправку/)).toBeVisible();

  // The letter reaches the centre's mailbox; the Moscow centre's reviewer approves it on the platform.
  const stages = page.getByRole('list', { name: 'Этапы согласования с зональным центром' });
  await expect(page.getByText(/^Доставлено/).first()).toBeVisible({ timeout: 60_000 });
  await approveAsMoscowCentre(browser, id, { number: `ЗЦ-${Date.now().toString().slice(-6)}`, comment: 'Согласовано' });
  await expect(page.getByText('Номер разрешения').first()).toBeVisible({ timeout: 60_000 });
  await expect(stages.locator('[aria-current="step"]')).toHaveText(/Ожидание вылета/);
  await shot(page, 'ru-1200-agreement-allowed');

  // The municipality the route crosses: added, application sent with its document, permission recorded.
  await page.getByRole('button', { name: 'Добавить администрацию' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Добавить администрацию' });
  const crossed = dialog.getByRole('listitem').filter({ hasText: 'по маршруту' }).first();
  await expect(crossed).toBeVisible({ timeout: 30_000 });
  await crossed.getByRole('button', { name: /^Добавить «/ }).click();
  await expect(notice(page, /добавлена/)).toBeVisible();
  const card = page
    .getByRole('region', { name: /Москва|Moscow/ })
    .or(page.locator('article').filter({ hasText: 'по маршруту' }))
    .first();
  await card.getByLabel('Подробная цель полёта').fill('Фотосъёмка набережной для городского проекта благоустройства');
  await card.getByRole('button', { name: 'Сохранить цель' }).click();
  await expect(notice(page, /сохранена/)).toBeVisible();
  // The application itself is written by the platform; the ownership document is the pilot's to attach.
  await expect(card.getByRole('button', { name: 'Скачать бланк заявления (PDF)' })).toBeVisible();
  await card.getByRole('group', { name: 'Документ, подтверждающий право владения БВС' }).locator('input[type=file]').setInputFiles({
    name: 'ownership.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await card.getByRole('button', { name: 'Отправить заявление' }).click();
  await expect(notice(page, /Заявление отправлено/)).toBeVisible();
  await expect(card.getByText(/доставлено/)).toBeVisible({ timeout: 60_000 });
  const permit = `МО-${Date.now().toString().slice(-5)}`;
  await card.getByLabel('Номер разрешения').fill(permit);
  await card.getByLabel('Дата выдачи').fill('24.11.2026');
  await card.getByRole('button', { name: 'Сохранить разрешение' }).click();
  await expect(card.getByText('Разрешено').first()).toBeVisible();

  // The application e-mail went to the administration, with the document attached (the SMTP catcher).
  const inbox = (await (await page.request.get('http://localhost:1080/messages')).json()) as { to?: string; subject?: string }[];
  expect(inbox.some((mail) => /municipal\.nebo\.local/.test(String(mail.to)))).toBe(true);

  // The flight date: SHR (carrying both permits), the centre's ACK with a SID, DEP → INFLIGHT, ARR → ARRIVED.
  const dates = page.getByRole('group', { name: /Сообщения для даты/ }).first();
  await dates.getByRole('button', { name: 'План (SHR)' }).click();
  await expect(notice(page, /План полёта отправлен/)).toBeVisible();
  const shr = page.getByLabel('Текст сообщения SHR');
  await expect(shr).toContainText('PERMIT', { timeout: 30_000 });
  // Field 18 holds Latin capitals, and a hyphen would start a new field: МО-12345 is written MO 12345.
  await expect(shr).toContainText(permit.replace('МО-', 'MO '));
  await expect(page.getByText(/^SID/).first()).toBeVisible({ timeout: 60_000 });
  await expect(dates.getByRole('button', { name: 'Вылет (DEP)' })).toBeEnabled({ timeout: 60_000 });
  await dates.getByRole('button', { name: 'Вылет (DEP)' }).click();
  await expect(page.getByText('В полёте').first()).toBeVisible({ timeout: 60_000 });
  await expect(dates.getByRole('button', { name: 'Посадка (ARR)' })).toBeEnabled();
  await dates.getByRole('button', { name: 'Посадка (ARR)' }).click();
  await expect(page.getByText('Посадка выполнена').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'ru-1200-agreement-arrived');

  // The case file holds every step, and downloads as CSV.
  const events = page.getByRole('table', { name: 'События дела согласования' });
  await expect(events.getByRole('row')).not.toHaveCount(1);
  const csv = await download(page, /Скачать дело согласования в формате CSV|Скачать CSV/);
  expect(csv.name).toBe(`case-file-${id}.csv`);
  expect(csv.body.split('\n').length).toBeGreaterThan(6);
});

test('in English at 375 px: SPPI sign-in from the user menu, a route through a restricted zone rejected by the centre, sign-out', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await registerPilotAllowedToFly(page, 'Geoscan for SPPI');
  const authorization = await openNewFlightRequest(page);
  const id = await convertedSimpleFlight(page, authorization, {
    name: 'Embankment survey',
    route: RESTRICTED_ROUTE,
    start: utcIn(20),
    finish: utcIn(80),
  });
  await page.setViewportSize({ width: 375, height: 800 });

  // Sign in to SPPI from the user menu (the burger's sidebar on a phone): SPPI's own page, then back.
  await page.goto(`/en/flight/requests/${id}/agreement/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign in to SPPI' }).click();
  await page.waitForURL(/localhost:3200\/sppi\/oauth\/authorize/);
  await page.getByLabel('Логин').fill('pilot@sppi.local');
  await page.getByLabel('Пароль').fill('sppi-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(notice(page, /Signed in to SPPI as pilot@sppi\.local/)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('code')).toBeNull();
  await expect(page).toHaveURL(new RegExp(`/en/flight/requests/${id}/agreement/$`));

  // The submission by SPPI to a centre that does not work on the platform (the Moscow one decides in the
  // authority area, authority.spec.ts): the simulator rejects the route with its comment.
  const orvd = page.getByRole('form', { name: 'Zonal air-traffic centre' });
  await orvd.getByRole('searchbox').fill('Saint');
  await orvd.getByRole('radio', { name: /Saint Petersburg/ }).check();
  await orvd.getByRole('radio', { name: /Temporary regime/i }).check();
  await orvd.getByRole('radio', { name: /SPPI/ }).check();
  await orvd.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Rejected').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/запретн|restricted/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Check the status in SPPI' }).click();
  await expect(page.getByText(/SPPI: Rejected/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'en-375-agreement-rejected');

  // Sign out of SPPI.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out of SPPI' }).click();
  await expect(notice(page, /You signed out of SPPI/)).toBeVisible();
});
