import { randomUUID } from 'node:crypto';

/** A valid body of POST/PUT /api/system/admin/news with a slug no other spec uses. */
export function newsInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: `test-${randomUUID().slice(0, 8)}`,
    category: 'PLATFORM',
    featured: false,
    ru: { title: 'Новая функция', summary: 'Коротко о новой функции', markdown: '## Что нового\n\nТеперь можно **всё**.' },
    en: { title: 'New feature', summary: 'The new feature in short', markdown: '## What is new\n\nNow you can do **everything**.' },
    authorName: 'Редакция Nebo',
    ...overrides,
  };
}

export const ADMIN_NEWS = '/api/system/admin/news';
export const ADMIN_PAGES = '/api/system/admin/pages';

/** The pages the shell's public site links to (shell/src/routing/publicPaths.ts): the seed must ship each one. */
export const PAGE_SLUGS = [
  'about',
  'acquiring',
  'faq',
  'flight-rules',
  'how-to',
  'how-to-ads',
  'how-to-find-perfomer',
  'how-to-find-work',
  'how-to-fly',
  'how-to-insure',
  'legislation',
  'partners',
  'politics',
  'requisites',
  'rubicon',
  'software',
  'stopped-police',
  'success-registration',
];
