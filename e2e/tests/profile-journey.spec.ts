import { expect, test, type Page } from '@playwright/test';
import { openNewFlightRequest, registerLibraryDrone, summaryInPage } from '../support/flying';
import { registerPilot } from '../support/registration';

/** A real 1×1 PNG: the server checks the content, so a scan must be an image for real. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const scan = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });

/** A success notice: alerts of status success are announced politely (role status), errors as alerts. */
const notice = (page: Page, text: RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: /^(принять|accept)$/i });
  if (await accept.isVisible()) await accept.click();
}

test('a new pilot completes the profile and a passport, registers a drone and is allowed to fly', async ({ page }) => {
  // The whole journey of issue 3 in one session: longer than one test's default budget.
  test.setTimeout(240_000);
  const pilot = await registerPilot(page);
  await acceptCookies(page);

  // Without a birth date a new flight request is out of reach: the guard sends the pilot to the profile.
  await openNewFlightRequest(page);
  await expect(page).toHaveURL(/\/profile\/personal-info\/$/);

  // Personal information: the registration's names are there; sex and birth date complete the identity.
  await page.goto('/profile/personal-info/');
  await expect(page.getByLabel(/^фамилия/i)).toHaveValue(pilot.familyName);
  await page.getByRole('radio', { name: /^мужской/i }).check();
  await page.getByLabel(/^дата рождения/i).fill('14.03.1990');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(notice(page, /личные данные сохранены/i)).toBeVisible();

  // Phone: typed loosely, shown masked.
  await page.getByRole('link', { name: /^телефон/i }).click();
  await expect(page).toHaveURL(/\/profile\/phone\/$/);
  await page.getByLabel(/^телефон/i).fill('9123456789');
  await expect(page.getByLabel(/^телефон/i)).toHaveValue('+7 (912) 345-67-89');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(notice(page, /номер телефона сохранён/i)).toBeVisible();

  // Locality from the LOCALITIES dictionary, by search.
  await page.goto('/profile/locality/');
  await page.getByLabel(/^поиск населённого пункта/i).fill('Казань');
  await page
    .getByRole('radio', { name: /^казань$/i })
    .first()
    .check();
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(notice(page, /казань/i)).toBeVisible();

  // Passport: masks while typing, a scan with it; a wrong scan type is refused next to the field first.
  await page.goto('/profile/passport/');
  await expect(page.getByText(/документов пока нет/i)).toBeVisible();
  await page.getByRole('button', { name: /^добавить документ$/i }).click();
  await page.getByLabel(/^серия/i).fill('45 10');
  await expect(page.getByLabel(/^серия/i)).toHaveValue('4510');
  await page.getByLabel(/^номер/i).fill('123456');
  await page.getByLabel(/^дата выдачи/i).fill('01.02.2015');
  await page.getByLabel(/^кем выдан/i).fill('ОВД Тверского района г. Москвы');
  await page.getByLabel(/^место рождения/i).fill('г. Москва');
  await page.getByLabel(/^адрес регистрации/i).fill('г. Москва, ул. Тверская, д. 1, кв. 5');
  const files = page.locator('input[type=file]');
  await files.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PNG_1X1 });
  await page.getByRole('button', { name: /^сохранить документ$/i }).click();
  await expect(files).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: /^убрать файл passport\.pdf$/i }).click();
  await files.setInputFiles(scan('passport.png'));
  await page.getByRole('button', { name: /^сохранить документ$/i }).click();
  await expect(notice(page, /документ добавлен/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: '4510 123456' })).toBeVisible();
  await page.getByRole('button', { name: /^открыть документ 4510 123456$/i }).click();
  await expect(page.getByRole('dialog').getByText('01.02.2015')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^закрыть$/i })
    .click();

  // INN: the check digits are checked before anything is sent.
  await page.goto('/profile/inn/');
  await page.getByRole('button', { name: /^добавить документ$/i }).click();
  await page.getByLabel(/^номер/i).fill('500100732258');
  await page.getByRole('button', { name: /^сохранить документ$/i }).click();
  await expect(page.getByLabel(/^номер/i)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^номер/i).fill('500100732259');
  await page.getByRole('button', { name: /^сохранить документ$/i }).click();
  await expect(page.getByRole('heading', { name: '500100732259' })).toBeVisible();

  // Bank requisites (T-Bank's real BIK and correspondent account).
  await page.goto('/profile/payment-info/');
  await page.getByLabel(/^название банка/i).fill('АО «ТБанк»');
  await page.getByLabel(/^бик/i).fill('044525974');
  await page.getByLabel(/^кпп банка/i).fill('771301001');
  await page.getByLabel(/^корреспондентский счёт/i).fill('30101810145250000974');
  await page.getByLabel(/^расчётный счёт/i).fill('40817810700000000000');
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(notice(page, /реквизиты сохранены/i)).toBeVisible();

  // The personal-info tab now reports what was filled in.
  await page.goto('/profile/personal-info/');
  await expect(page.getByRole('link', { name: /^паспорт\s*1 документ(\s|$)/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /^инн\s*1 документ(\s|$)/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /^снилс\s*не добавлен(\s|$)/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /^телефон\s*\+7 \(912\) 345-67-89/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /^населённый пункт/i })).not.toContainText(/не указано/i);

  // Kinds of work, from the dictionary; the overview names them.
  await page.getByRole('link', { name: /^виды работ/i }).click();
  await expect(page).toHaveURL(/\/profile\/mission-categories\/$/);
  await page.getByRole('checkbox', { name: 'Аэрофото- и видеосъёмка' }).check();
  await page.getByRole('checkbox', { name: 'Картографирование и геодезия' }).check();
  await expect(page.getByText('Выбрано: 2 из 12')).toBeVisible();
  await page.getByRole('button', { name: /^сохранить$/i }).click();
  await expect(notice(page, /виды работ сохранены/i)).toBeVisible();
  await page.goto('/profile/personal-info/');
  await expect(page.getByRole('link', { name: /^виды работ\s*аэрофото- и видеосъёмка, картографирование и геодезия/i })).toBeVisible();

  // Social accounts: none is configured in the default set-up, and the page says so up front (the backend
  // lists the set-up providers) instead of offering a link that would only fail.
  await page.getByRole('link', { name: /^социальные сети/i }).click();
  await expect(page).toHaveURL(/\/profile\/socials\/$/);
  const vk = page.getByRole('listitem').filter({ hasText: 'ВКонтакте' });
  await expect(vk).toContainText('Не настроен на платформе');
  await expect(vk.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Социальные сети и их состояние' }).getByRole('button')).toHaveCount(0);

  // Identity complete, but no drone yet: not allowed to fly, so the guard sends the pilot to the request list.
  await openNewFlightRequest(page);
  await expect(page).toHaveURL(/\/flight\/requests\/$/);

  // A drone from the library makes the pilot allowed to fly: /flight/new/ now opens.
  await registerLibraryDrone(page, 'Геоскан для допуска');
  const authorization = await openNewFlightRequest(page);
  await expect(page).toHaveURL(/\/flight\/new\/$/);
  const summary = await summaryInPage(page, authorization);
  expect(summary.fieldGroupsCompletion?.personIdentity).toBe(true);
  expect(summary.dronesCount).toBe(1);
  expect(summary.allowedToFly).toBe(true);
});

test('the profile screens read well in English on a phone', async ({ page }) => {
  await registerPilot(page);
  await acceptCookies(page);
  // Registered on a desktop width (the header's buttons); the screens are then read at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['personal-info', 'passport', 'snils', 'notifications', 'admitted', 'payment-info', 'mission-categories', 'socials']) {
    await page.goto(`/en/profile/${path}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `/en/profile/${path}/ scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.goto('/en/profile/notifications/');
  await expect(page.getByRole('checkbox', { name: 'Flight agreement status — E-mail' })).toBeVisible();
  await page.goto('/en/profile/mission-categories/');
  await expect(page.getByRole('checkbox', { name: 'Search and rescue' })).toBeVisible();
  await page.goto('/en/profile/socials/');
  await expect(page.getByRole('listitem').filter({ hasText: 'Gosuslugi' })).toContainText('Not set up on the platform');
});
