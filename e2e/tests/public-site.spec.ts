import { expect, test, type Page } from '@playwright/test';
import { API, PORTAL } from '../support/constants';
import { acceptCookies } from '../support/pilot';
import { registerPilot } from '../support/registration';
import { shot } from '../support/shots';

// The public site of the shell (issue 16, docs/requirements.md#public-site): every page in both languages at
// 1200 and 375 px has its h1 and no horizontal overflow; a news item opens from the list; the header's
// marketplace link asks a pilot who may not fly yet to fill the profile first.

type Locale = 'ru' | 'en';

/** The backend's content pages by path (shell/src/routing/publicPaths.ts). */
const CONTENT_PAGES: Record<string, string> = {
  '/about/': 'about',
  '/partners/': 'partners',
  '/requisites/': 'requisites',
  '/politics/': 'politics',
  '/software/': 'software',
  '/acquiring/': 'acquiring',
  '/faq/': 'faq',
  '/flight-rules/': 'flight-rules',
  '/legislation/': 'legislation',
  '/stopped-police/': 'stopped-police',
  '/how-to/': 'how-to',
  '/how-to/ads/': 'how-to-ads',
  '/how-to/find-perfomer/': 'how-to-find-perfomer',
  '/how-to/find-work/': 'how-to-find-work',
  '/how-to/fly/': 'how-to-fly',
  '/how-to/insure/': 'how-to-insure',
  '/success-registration/': 'success-registration',
  '/rubicon/': 'rubicon',
};

/** The shell's own public pages and their h1 in each language. */
const SHELL_PAGES: Record<string, Record<Locale, string>> = {
  '/': { ru: 'Регистрация дронов и согласование полётов в одном окне', en: 'Drone registration and flight agreement in one place' },
  '/news/': { ru: 'Новости', en: 'News' },
  '/tariff/': { ru: 'Тарифы', en: 'Plans' },
  '/find-ads/': { ru: 'Объявления о работе для дронов', en: 'Drone job listings' },
  '/find-perfomer/': { ru: 'Найти исполнителя', en: 'Find a pilot' },
  '/find-work/': { ru: 'Найти работу пилотом', en: 'Find work as a pilot' },
  [`/redirect/?url=${encodeURIComponent('https://www.consultant.ru/document/cons_doc_LAW_13744/')}`]: {
    ru: 'Переход на внешний сайт',
    en: 'Leaving Nebo',
  },
};

const localized = (path: string, locale: Locale) => (locale === 'en' ? `/en${path}` : path);

/** The title the content module gives a page in a language (the page's h1). */
async function contentTitle(page: Page, slug: string, locale: Locale): Promise<string> {
  const response = await page.request.get(`${API}/public/pages/${slug}?locale=${locale}`);
  expect(response.status(), `GET /public/pages/${slug}?locale=${locale}`).toBe(200);
  return ((await response.json()) as { title: string }).title;
}

async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page wider than the window`).toBeLessThanOrEqual(innerWidth);
}

/** The page has finished loading: its content is not busy any more (QueryBoundary marks pending regions). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

for (const width of [1200, 375]) {
  for (const locale of ['ru', 'en'] as const) {
    test(`every public page has its h1 and fits ${width} px (${locale})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized('/', locale));
      await acceptCookies(page);

      for (const [path, titles] of Object.entries(SHELL_PAGES)) {
        const url = localized(path, locale);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[locale]);
        await settled(page);
        await expectNoHorizontalOverflow(page, url);
      }
      for (const [path, slug] of Object.entries(CONTENT_PAGES)) {
        const url = localized(path, locale);
        const title = await contentTitle(page, slug, locale);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('article', { name: title })).toBeVisible();
        await expectNoHorizontalOverflow(page, url);
      }
      await shot(page, `public-${width}-${locale}`);
    });
  }
}

test('a news item opens from the list with its category, date and author; unknown items say so', async ({ page }) => {
  await page.goto('/news/');
  await acceptCookies(page);
  const list = page.getByRole('region', { name: 'Список новостей' });
  const first = list.getByRole('heading', { level: 2 }).first();
  await expect(first).toBeVisible();
  const title = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^Опубликовано \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(page.getByText(/^Автор: /)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByText('Новость', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Все новости' }).click();
  await expect(page).toHaveURL(`${PORTAL}/news/`);

  await page.goto('/en/news/no-such-article-anywhere/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
});

test('the redirect page refuses anything but http(s)', async ({ page }) => {
  await page.goto(`/redirect/?url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Переход невозможен');
  await expect(page.getByRole('link', { name: /^Перейти на / })).toHaveCount(0);
});

test('the marketplace link asks a pilot who may not fly to fill the profile, with both ways on', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  // A new pilot has no passport and no drone: the summary says allowedToFly false.
  await registerPilot(page);
  await acceptCookies(page);
  // The popup reads the summary: open the page again and let it arrive before clicking.
  const summary = page.waitForResponse((response) => response.url().endsWith('/api/user/current/summary') && response.ok());
  await page.goto('/');
  await summary;
  const deployment = (await (await page.request.get(`${PORTAL}/deployment.json`)).json()) as { marketplaceUrl?: string };
  expect(deployment.marketplaceUrl, 'the portal deployment names a marketplace').toMatch(/^https?:\/\//);

  const link = page.getByRole('banner').getByRole('link', { name: /^Маркетплейс/ });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Заполните профиль' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Всё равно перейти на маркетплейс/ })).toHaveAttribute('href', deployment.marketplaceUrl!);
  await expect(dialog.getByRole('link', { name: 'Перейти в профиль' })).toHaveAttribute('href', '/profile/');
  // Focus is kept inside; Escape closes and gives it back to the link.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await link.click();
  await page.getByRole('dialog', { name: 'Заполните профиль' }).getByRole('link', { name: 'Перейти в профиль' }).click();
  await expect(page).toHaveURL(/\/profile\//);
});
