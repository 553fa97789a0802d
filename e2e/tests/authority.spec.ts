import { expect, test, type Page } from '@playwright/test';
import { convertedProfessionalFlight, utcIn, type GeoShape } from '../support/agreements';
import { sendToProposedCentre, signInAsMoscowReviewer, todayInMoscow } from '../support/authority';
import { AUTHORITY_PORTAL } from '../support/constants';
import { openNewFlightRequest } from '../support/flying';
import { acceptCookies, registerPilotAllowedToFly } from '../support/pilot';
import { fillRegistration, newPilot } from '../support/registration';
import { shot } from '../support/shots';

// Issue 13 end to end on the default set-up: a pilot sends requests to the Moscow zonal centre, which works on the
// platform (the simulator takes delivery of its letters and leaves the decision to it); its reviewer, the demo
// `authority@nebo.local`, works on the authority-only deployment (http://localhost:8081).

/** Over Moscow, clear of the test restricted zone (e2e/fixtures). */
const ROUTE: GeoShape = { type: 'CIRCLE', points: [{ lat: 55.752, lng: 37.58 }], radius: 300 };

/** A real 1-page PDF (the files module checks content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const notice = (page: Page, text: RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** DD.MM.YYYY of today in Moscow, as the date fields take it. */
const todayTyped = () => todayInMoscow().split('-').reverse().join('.');

test('the Moscow centre’s reviewer filters the list, sees the crossing, rejects with a comment and a file, then approves another in English at 375 px; the pilot sees both decisions', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const { pilot } = await registerPilotAllowedToFly(page, 'Геоскан для проверки органом');
  const authorization = await openNewFlightRequest(page);
  const tag = Date.now().toString(36).slice(-5);
  const bridge = `Обследование моста ${tag}`;
  const park = `Съёмка парка ${tag}`;
  const first = await convertedProfessionalFlight(page, authorization, {
    name: bridge,
    route: ROUTE,
    start: utcIn(24 * 60),
    finish: utcIn(25 * 60),
  });
  const second = await convertedProfessionalFlight(page, authorization, {
    name: park,
    route: ROUTE,
    start: utcIn(48 * 60),
    finish: utcIn(49 * 60),
  });
  await sendToProposedCentre(page, authorization, first);
  await sendToProposedCentre(page, authorization, second);

  const context = await browser.newContext();
  const reviewer = await context.newPage();
  await signInAsMoscowReviewer(reviewer);

  // The dashboard: what awaits a decision.
  await reviewer.goto(`${AUTHORITY_PORTAL}/agreement/dashboard/`);
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Обзор' })).toBeVisible();
  await expect(reviewer.getByText('Ждут решения').first()).toBeVisible();
  await reviewer.locator('canvas').first().waitFor();
  await shot(reviewer, 'ru-1200-authority-dashboard');

  // The list, filtered by the applicant: the pilot's two requests, awaiting.
  await reviewer.goto(`${AUTHORITY_PORTAL}/agreement/flight-requests/`);
  await reviewer.getByLabel('Заявитель').fill(pilot.email);
  const table = reviewer.getByRole('table', { name: 'Заявки на рассмотрение' });
  await expect(table.getByRole('link', { name: bridge })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('link', { name: park })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(reviewer).toHaveURL(/applicant=/);
  await shot(reviewer, 'ru-1200-authority-list');

  // The request: its route crosses the centre's area; the reviewer rejects it with a reason and a file.
  await table.getByRole('link', { name: bridge }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: bridge })).toBeVisible();
  await expect(reviewer.getByText('Маршрут пересекает район вашего органа')).toBeVisible();
  await expect(reviewer.getByRole('heading', { name: 'Даты и время полётов' })).toBeVisible();
  await reviewer.locator('canvas').first().waitFor();
  await shot(reviewer, 'ru-1200-authority-request');
  await reviewer.getByRole('button', { name: 'Отказать' }).click();
  const reject = reviewer.getByRole('dialog', { name: 'Отказать в согласовании' });
  const reason = 'Маршрут проходит над местом массового скопления людей';
  await reject.getByLabel(/Причина отказа/).fill(reason);
  await reject.locator('input[type=file]').setInputFiles({ name: 'otkaz.pdf', mimeType: 'application/pdf', buffer: PDF });
  await reject.getByRole('button', { name: 'Отказать' }).click();
  await expect(notice(reviewer, /направлен отказ/)).toBeVisible();
  await expect(reviewer.getByRole('heading', { name: 'Решение принято' })).toBeVisible();
  await expect(reviewer.getByText(reason).first()).toBeVisible();
  await shot(reviewer, 'ru-1200-authority-rejected');

  // The pilot: the agreement page and its case file show the decision; the bell has the notice.
  await page.goto(`/flight/requests/${first}/agreement/`);
  await expect(page.getByText(reason).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'События дела согласования' })).toContainText(/Волков|Московский/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Уведомления/ })).toContainText(/[1-9]/);

  // The second request, in English on a phone: approved with a permit number and today's date.
  await reviewer.setViewportSize({ width: 375, height: 800 });
  await reviewer.goto(`${AUTHORITY_PORTAL}/en/agreement/flight-requests/${second}/`);
  await expect(reviewer.getByRole('heading', { level: 1, name: park })).toBeVisible();
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  const approve = reviewer.getByRole('dialog', { name: /Approve/ });
  const permit = `ZC-${tag.toUpperCase()}`;
  await approve.getByLabel(/Permit number/).fill(permit);
  await approve.getByLabel(/Date of issue/).fill(todayTyped());
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByRole('heading', { name: /Decision made/ })).toBeVisible();
  await expect(reviewer.getByText(permit).first()).toBeVisible();
  expect(await reviewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(reviewer, 'en-375-authority-approved');
  await context.close();

  await page.goto(`/flight/requests/${second}/agreement/`);
  await expect(page.getByText(permit).first()).toBeVisible({ timeout: 30_000 });
});

test('the centre’s admin invites an employee by e-mail; the new user accepts from the letter and sees the centre’s requests', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const employee = newPilot('Ольга', 'Лебедева');

  await signInAsMoscowReviewer(page);
  await page.goto(`${AUTHORITY_PORTAL}/agreement/authority/employees/`);
  await page.getByRole('button', { name: 'Пригласить сотрудника' }).click();
  const invite = page.getByRole('dialog', { name: 'Приглашение сотрудника' });
  await invite.getByLabel(/Электронная почта/).fill(employee.email);
  await invite.getByLabel(/Должность/).fill('Диспетчер');
  await invite.getByRole('button', { name: /Пригласить|Отправить/ }).click();
  await expect(notice(page, /Приглашение отправлено/)).toBeVisible();
  await shot(page, 'ru-1200-authority-employees');

  // The letter in the inbox carries the link.
  let link = '';
  await expect
    .poll(
      async () => {
        const inbox = (await (await page.request.get('http://localhost:1080/messages')).json()) as { to?: string; text?: string }[];
        const letter = inbox.reverse().find((mail) => String(mail.to).includes(employee.email));
        link = /https?:\/\/\S+\/employee-invitation\/\?token=[\w-]+/.exec(letter?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');

  // The invitee opens the link, registers from the page with the invited address, comes back and accepts.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link);
  await acceptCookies(invitee);
  await invitee.getByRole('main').getByRole('button', { name: 'Зарегистрироваться' }).click();
  await invitee.waitForURL(/\/realms\/nebo\//);
  await fillRegistration(invitee, employee);
  await invitee.waitForURL(/\/employee-invitation\/\?token=/);
  await expect(invitee.getByText('Диспетчер').first()).toBeVisible();
  await shot(invitee, 'ru-1200-invitation');
  await invitee.getByRole('button', { name: 'Принять приглашение' }).click();
  await expect(invitee).toHaveURL(/\/agreement\/dashboard\/$/, { timeout: 30_000 });
  await expect(invitee.getByRole('heading', { level: 1, name: 'Обзор' })).toBeVisible();
  await invitee.goto(new URL('/agreement/flight-requests/', invitee.url()).toString());
  await expect(invitee.getByRole('heading', { level: 1, name: 'Заявки на рассмотрение' })).toBeVisible();
  await context.close();

  // The admin sees the employee active.
  await page.reload();
  await expect(page.getByText(employee.email).first()).toBeVisible();
});
