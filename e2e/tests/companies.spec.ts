import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { kpp, legalInn, letterTo, ogrn } from '../support/company';
import { acceptCookies } from '../support/pilot';
import { fillRegistration, newPilot, registerPilot } from '../support/registration';
import { shot } from '../support/shots';

// Issue 14 end to end on the default set-up: a new user registers a company, the registration reviewer (the demo
// `reviewer@nebo.local`) asks for a fix and then approves it, the new company's admin invites an employee by e-mail,
// the employee registers from the letter's link and accepts, and the admin registers a company drone.

/** A real 1-page PDF (the files module checks content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A real 8×8 PNG of one colour. */
function png(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: 8 }, () => Buffer.from(rgb))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const notice = (page: Page, text: RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** The file input of a labelled file field (the field is a group named by its legend). */
const fileInput = (page: Page, label: string | RegExp) => page.getByRole('group', { name: label }).locator('input[type=file]').first();

async function fillCompany(page: Page, facts: { name: string; shortName: string; inn: string }) {
  await page.getByLabel(/^Организационно-правовая форма/).selectOption('OOO');
  await page.getByLabel(/^Полное наименование/).fill(`Общество с ограниченной ответственностью «${facts.name}»`);
  await page.getByLabel(/^Краткое наименование/).fill(facts.shortName);
  await page.getByLabel(/^ИНН/).fill(facts.inn);
  await page.getByLabel(/^ОГРН/).fill(ogrn());
  await page.getByLabel(/^КПП/).fill(kpp());
  await page.getByLabel(/^Юридический адрес/).fill('г. Москва, ул. Тверская, д. 1');
  await page.getByLabel(/^Фактический адрес/).fill('г. Москва, ул. Тверская, д. 1');
  await page.getByLabel(/^Электронная почта/).fill('office@example.ru');
  await page.getByLabel(/^Телефон/).fill('4951234567');
  await page.getByLabel(/^Фамилия руководителя/).fill('Соколов');
  await page.getByLabel(/^Имя руководителя/).fill('Андрей');
  await page.getByLabel(/^Должность руководителя/).fill('Генеральный директор');
  await page.getByLabel(/^Основание полномочий/).selectOption('CHARTER');
}

test('a new company goes from registration through review to a working team with a drone', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const tag = Date.now().toString(36).slice(-5);
  const name = `Аэроконтроль ${tag}`;
  const shortName = `ООО «${name}»`;
  const applicant = await registerPilot(page, newPilot('Андрей', 'Соколов'));
  await acceptCookies(page);

  // The registration: a wrong INN is refused next to its field before anything is sent.
  await page.goto('/register-company/');
  await expect(page.getByText('У вас пока нет заявки')).toBeVisible();
  const inn = legalInn();
  await fillCompany(page, { name, shortName, inn: `${inn.slice(0, 9)}${(Number(inn[9]) + 1) % 10}` });
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Неверный ИНН: не сходится контрольное число')).toBeVisible();
  await shot(page, 'ru-1200-register-company-errors');
  await page.getByLabel(/^ИНН/).fill(inn);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(notice(page, /Заявка отправлена на проверку/)).toBeVisible();
  await expect(page.getByText('Заявка ждёт проверки').first()).toBeVisible();

  // The reviewer finds it, and asks for a fix.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, 'reviewer@nebo.local');
  await acceptCookies(reviewer);
  await reviewer.goto('/admin/company-registration-requests/');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Заявки на регистрацию компаний' })).toBeVisible();
  await reviewer
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(reviewer.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await shot(reviewer, 'ru-1200-registration-review');
  await reviewer.getByRole('button', { name: 'Вернуть на доработку' }).click();
  const fix = reviewer.getByRole('dialog');
  await fix.getByLabel(/Комментарий для заявителя/).fill('Уточните фактический адрес: укажите офис.');
  await fix.getByRole('button', { name: 'Вернуть на доработку' }).click();
  await expect(notice(reviewer, /Заявка возвращена на доработку/)).toBeVisible();
  await letterTo(page, applicant.email, /доработ|исправ/i);

  // The applicant sees the commentary, fixes the address and sends it again.
  await page.reload();
  await expect(page.getByText('Уточните фактический адрес: укажите офис.').first()).toBeVisible();
  await page.getByLabel(/^Фактический адрес/).fill('г. Москва, ул. Тверская, д. 1, офис 12');
  await page.getByRole('button', { name: 'Отправить исправленную заявку' }).click();
  await expect(notice(page, /Исправленная заявка отправлена на проверку/)).toBeVisible();
  await shot(page, 'ru-1200-register-company-fixed');

  // The reviewer sees what changed and approves with the contract.
  await reviewer.reload();
  await expect(reviewer.getByText(/офис 12/).first()).toBeVisible();
  await reviewer.getByRole('button', { name: 'Одобрить' }).click();
  const approve = reviewer.getByRole('dialog');
  await fileInput(reviewer, /Договор/).setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await approve.getByRole('button', { name: 'Одобрить' }).click();
  await expect(notice(reviewer, /Заявка одобрена/)).toBeVisible();
  await letterTo(page, applicant.email, /одобрен/i);

  // The applicant is now the company's ADMIN: a company user's pages are the company's, so the shell takes them there.
  await page.reload();
  await expect(page).toHaveURL(/\/company\/$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await shot(page, 'ru-1200-company-home');

  // The admin invites an employee as a pilot; the letter carries the link.
  const employee = newPilot('Пётр', 'Лётчиков');
  await page.goto('/company/profile/invites/new/');
  await page.getByLabel(/^E-mail сотрудника/).fill(employee.email);
  await page.getByRole('checkbox', { name: 'Пилот' }).check();
  await page.getByLabel(/^Должность/).fill('Пилот БВС');
  await page.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(notice(page, /отправлено/)).toBeVisible();
  const letter = await letterTo(page, employee.email, /employee-invitation/);
  const link = /https?:\/\/\S+\/employee-invitation\/\?token=[\w-]+&kind=company/.exec(letter)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto('/company/profile/invites/');
  await expect(page.getByText(employee.email)).toBeVisible();
  await shot(page, 'ru-1200-company-invites');

  // The employee registers from the link, in English at 375 px, and accepts.
  const employeeContext = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
  const invitee = await employeeContext.newPage();
  await invitee.goto(link.replace('/employee-invitation/', '/en/employee-invitation/'));
  await acceptCookies(invitee);
  await invitee
    .getByRole('main')
    .getByRole('button', { name: /^register$/i })
    .click();
  await invitee.waitForURL(/\/realms\/nebo\//);
  await fillRegistration(invitee, employee);
  await invitee.waitForURL(/\/employee-invitation\/\?token=/);
  await expect(invitee.getByText(new RegExp(name)).first()).toBeVisible();
  await shot(invitee, 'en-375-company-invitation');
  await invitee.getByRole('button', { name: /^accept/i }).click();
  await expect(invitee).toHaveURL(/\/company\/$/, { timeout: 30_000 });
  await expect(invitee.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await shot(invitee, 'en-375-company-home');

  // The admin sees the new employee with the PILOT role.
  await page.goto('/company/profile/employees/');
  const row = page.getByRole('row', { name: /Лётчиков/ }).or(page.getByRole('listitem').filter({ hasText: 'Лётчиков' }));
  await expect(row.first()).toContainText('Пилот');
  await shot(page, 'ru-1200-company-employees');

  // The admin registers a company drone from the library, with both certificates and the ownership proof.
  await page.goto('/company/profile/drones/new/');
  await page.getByLabel('Поиск производителя').fill('Геоскан');
  await page.getByRole('radio', { name: /^Геоскан\s*\d+ модел/ }).check();
  await page.getByLabel('Поиск модели').fill('201');
  await page.getByRole('radio', { name: /^Геоскан 201/ }).check();
  await page.getByRole('button', { name: 'Продолжить с моделью Геоскан 201' }).click();
  await expect(page.getByLabel('Название')).toHaveValue('Геоскан 201');
  const registration = `RU-${Date.now().toString().slice(-7)}`;
  await page.getByLabel('Название').fill(`Геоскан ${tag}`);
  await page.getByLabel('Регистрационный номер').fill(registration);
  await expect(page.getByText('Номер свободен')).toBeVisible();
  await page.getByLabel('Выбрать фото: Спереди').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png([90, 160, 220]) });
  await fileInput(page, /Свидетельство о регистрации/).setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await fileInput(page, /Сертификат лётной годности/).setInputFiles({
    name: 'airworthiness.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await fileInput(page, /Документ о праве владения/).setInputFiles({ name: 'ownership.pdf', mimeType: 'application/pdf', buffer: PDF });
  await shot(page, 'ru-1200-company-drone-form');
  await page.getByRole('button', { name: 'Сохранить дрон' }).click();
  await expect(page).toHaveURL(/\/company\/profile\/drones\/[0-9a-f-]{36}\/$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Геоскан ${tag}` })).toBeVisible();
  await expect(page.getByText(registration)).toBeVisible();
  await expect(page.getByText('ownership.pdf')).toBeVisible();
  await shot(page, 'ru-1200-company-drone');

  // The employee (a PILOT) sees the company's drones but no admin actions.
  await invitee.goto(new URL('/en/company/profile/drones/', invitee.url()).toString());
  await expect(invitee.getByRole('link', { name: `Геоскан ${tag}` })).toBeVisible();
  await expect(invitee.getByRole('link', { name: /register a drone|new drone|add/i })).toHaveCount(0);
  await shot(invitee, 'en-375-company-drones');

  await reviewerContext.close();
  await employeeContext.close();
});
