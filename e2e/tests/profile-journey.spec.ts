import { expect, test, type Page } from '@playwright/test';
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

test('a new pilot completes the profile and adds a passport', async ({ page }) => {
  const pilot = await registerPilot(page);
  await acceptCookies(page);

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
  await page.getByRole('radio', { name: /^казань$/i }).first().check();
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
  await page.getByRole('dialog').getByRole('button', { name: /^закрыть$/i }).click();

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
});

test('the profile screens read well in English on a phone', async ({ page }) => {
  await registerPilot(page);
  await acceptCookies(page);
  // Registered on a desktop width (the header's buttons); the screens are then read at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['personal-info', 'passport', 'snils', 'notifications', 'admitted', 'payment-info']) {
    await page.goto(`/en/profile/${path}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `/en/profile/${path}/ scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.goto('/en/profile/notifications/');
  await expect(page.getByRole('checkbox', { name: 'Flight agreement status — E-mail' })).toBeVisible();
});
