import { existsSync } from 'node:fs';
import path from 'node:path';
import { NEWS_CATEGORY_CODES } from '../domain/content-vocabulary';
import { renderMarkdown } from '../domain/markdown';
import { readSeedSources, required } from './seed-files';
import { PAGE_SLUGS } from '../testing/content-fixtures';

/** The Markdown shipped in the repository: every file the seed reads at start, checked before it ships. */
const ROOT = path.join(__dirname, 'content');
const IMAGES = path.join(__dirname, '..', 'assets', 'images');

describe('seeded pages', () => {
  const pages = readSeedSources(path.join(ROOT, 'pages'));

  it('are exactly the pages the public site links to, each with a Russian and an English title and text', () => {
    expect(pages.map((p) => p.slug)).toEqual([...PAGE_SLUGS].sort());
    for (const page of pages) {
      expect(required(page, 'title')).not.toBe('');
      expect(page.en.attributes.title).toBeTruthy();
      expect(page.ru.body.length).toBeGreaterThan(200);
      expect(page.en.body.length).toBeGreaterThan(200);
    }
  });

  it('link only to http(s) addresses and to the site itself', () => {
    for (const page of pages) {
      for (const body of [page.ru.body, page.en.body]) {
        for (const [, target] of body.matchAll(/\]\(([^)\s]+)\)/g)) expect(target).toMatch(/^(https?:\/\/|\/)/);
        expect(renderMarkdown(body)).not.toMatch(/<script|javascript:/i);
      }
    }
  });
});

describe('seeded news', () => {
  const news = readSeedSources(path.join(ROOT, 'news'));

  it('has at least six items in both languages across every category, one featured, with shipped pictures', () => {
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(new Set(news.map((n) => required(n, 'category')))).toEqual(new Set(NEWS_CATEGORY_CODES));
    expect(news.filter((n) => n.ru.attributes.featured === 'true')).toHaveLength(1);
    for (const item of news) {
      for (const key of ['title', 'summary', 'author', 'publishedAt']) expect(required(item, key)).not.toBe('');
      expect(Number.isNaN(Date.parse(required(item, 'publishedAt')))).toBe(false);
      expect(item.en.attributes.title).toBeTruthy();
      expect(item.en.attributes.summary).toBeTruthy();
      expect(item.en.body).not.toBe('');
      for (const picture of [item.ru.attributes.image, item.ru.attributes.authorPhoto]) {
        expect(existsSync(path.join(IMAGES, picture))).toBe(true);
      }
    }
  });
});
