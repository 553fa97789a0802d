import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerPilot } from '../support/registration';

/** The SMTP catcher's inbox: every e-mail the platform sends (docs: http://localhost:1080/). */
const INBOX = 'http://localhost:1080/messages';

interface CaughtMessage {
  envelope: { to: string[] };
  subject: string | null;
  text: string | null;
}

/** Waits for an e-mail to `address` whose subject matches, as a person would refresh their inbox. */
async function mailTo(address: string, subject: RegExp): Promise<CaughtMessage> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const messages = (await (await fetch(INBOX)).json()) as CaughtMessage[];
    const found = messages.find((message) => message.envelope.to.includes(address) && subject.test(message.subject ?? ''));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No e-mail "${subject}" to ${address} arrived`);
}

function linkIn(message: CaughtMessage, action: 'confirm' | 'undo'): string {
  const match = new RegExp(`https?://\\S+/email-change/${action}/#token=[\\w-]+`).exec(message.text ?? '');
  if (!match) throw new Error(`No ${action} link in:\n${message.text}`);
  return match[0];
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: /^(принять|accept)$/i });
  if (await accept.isVisible()) await accept.click();
}

/** Opens the sign-in form in a browser of its own (no session) and submits it; the page after the form. */
async function signInElsewhere(browser: Browser, login: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' })).newPage();
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^войти$/i })
    .first()
    .click();
  await page.waitForURL(/\/realms\/nebo\//);
  await page.getByLabel(/^(логин|e-mail|электронная почта)/i).fill(login);
  await page.getByLabel(/^пароль$/i).fill(password);
  await page.getByRole('button', { name: /^войти$/i }).click();
  return page;
}

test('a new pilot changes the e-mail with the password, confirms it from the inbox and signs in with the new address; the old address is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pilot = await registerPilot(page);
  await acceptCookies(page);
  const newEmail = pilot.email.replace(/^pilot-/, 'moved-');

  await page.goto('/profile/email/');
  await expect(page.getByText(pilot.email, { exact: true })).toBeVisible();
  const address = page.getByLabel(/^новый адрес электронной почты/i);
  const password = page.getByLabel(/^текущий пароль/i);

  // A token alone is not enough: a wrong password is refused next to its field and nothing is sent.
  await address.fill(newEmail);
  await password.fill('not-the-password-1');
  await page.getByRole('button', { name: /^отправить ссылку$/i }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Неверный пароль')).toBeVisible();

  await password.fill(pilot.password);
  await page.getByRole('button', { name: /^отправить ссылку$/i }).click();
  const pending = page.getByRole('region', { name: /новый адрес ждёт подтверждения/i });
  await expect(pending).toContainText(newEmail);
  await expect(pending).toContainText(`логин остаётся прежним: ${pilot.email}`);

  // The old address hears of the request at once, with a way to cancel it.
  const notice = await mailTo(pilot.email, /запрошена смена адреса/i);
  expect(notice.text).toContain(newEmail);
  expect(linkIn(notice, 'undo')).toMatch(/^http:\/\/localhost:8080\/email-change\/undo\/#token=/);

  // Until the link is used, the login is the old address.
  const early = await signInElsewhere(browser, newEmail, pilot.password);
  await expect(early).toHaveURL(/\/realms\/nebo\//);
  await early.context().close();

  // The link from the new address's inbox, opened where the person reads their mail: nothing happens
  // until the button is pressed.
  const confirmation = await mailTo(newEmail, /подтвердите новый адрес/i);
  const mailReader = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await mailReader.goto(linkIn(confirmation, 'confirm'));
  await expect(mailReader.getByRole('heading', { level: 1, name: 'Подтверждение нового адреса' })).toBeVisible();
  await mailReader.getByRole('button', { name: 'Подтвердить адрес' }).click();
  await expect(mailReader.getByRole('heading', { level: 1, name: 'Адрес подтверждён' })).toBeVisible();
  await expect(mailReader.getByText(`Теперь ваш логин — ${newEmail}.`)).toBeVisible();
  // Used once: opened again, the link says so.
  await mailReader.goto(linkIn(confirmation, 'confirm'));
  await mailReader.getByRole('button', { name: 'Подтвердить адрес' }).click();
  await expect(mailReader.getByRole('heading', { level: 1, name: 'Ссылка уже использована' })).toBeVisible();
  await mailReader.context().close();

  // The old address is told the change happened, with the undo link.
  const changed = await mailTo(pilot.email, /адрес электронной почты изменён/i);
  expect(changed.text).toContain(newEmail);
  expect(linkIn(changed, 'undo')).toContain('/email-change/undo/#token=');

  // The new address signs in; the old one no longer does.
  const signedIn = await signInElsewhere(browser, newEmail, pilot.password);
  await signedIn.waitForURL((url) => url.origin === 'http://localhost:8080' && !url.pathname.includes('/logging/'));
  await expect(
    signedIn.getByRole('banner').getByRole('button', { name: new RegExp(`${pilot.givenName} ${pilot.familyName.charAt(0)}\\.`) }),
  ).toBeVisible();
  await signedIn.goto('/profile/email/');
  await expect(signedIn.getByText(newEmail, { exact: true })).toBeVisible();
  await signedIn.context().close();
  const old = await signInElsewhere(browser, pilot.email, pilot.password);
  await expect(old).toHaveURL(/\/realms\/nebo\//);
  await old.context().close();
});

test('the password page asks for the current password before the link is sent', async ({ page }) => {
  const pilot = await registerPilot(page);
  await acceptCookies(page);
  await page.goto('/profile/personal-info/');
  await page.getByRole('link', { name: /^сменить пароль$/i }).click();
  await expect(page).toHaveURL(/\/profile\/password\/$/);
  const password = page.getByLabel(/^текущий пароль/i);
  await password.fill('not-the-password-1');
  await page.getByRole('button', { name: /^отправить ссылку$/i }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(pilot.password);
  await page.getByRole('button', { name: /^отправить ссылку$/i }).click();
  await expect(page.getByRole('status').filter({ hasText: `Откройте письмо, отправленное на ${pilot.email}` })).toBeVisible();
  const message = await mailTo(pilot.email, /смена пароля/i);
  expect(message.text).toMatch(/\/login-actions\/action-token\?key=/);
});
