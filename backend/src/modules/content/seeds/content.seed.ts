import path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';
import { contentSourceDir } from '../content-sources';
import { NEWS_CATEGORY_CODES } from '../domain/content-vocabulary';
import { type SeedSource, readSeedSources, required } from './seed-files';

/**
 * Pages and news from the Markdown files in seeds/content (docs/requirements.md#content). A row is
 * inserted once and refreshed when its files change, but only while no admin has touched it
 * (`edited_by_admin`): an admin's edit always survives a restart, and a seeded news item the admin deleted
 * stays deleted (content_seed_removals). Seeded news are published with the date in their header.
 */
export const contentSeed: Seed = {
  name: 'content',
  async run(manager: EntityManager): Promise<void> {
    const root = path.join(contentSourceDir(), 'seeds', 'content');
    const now = new Date();
    for (const page of readSeedSources(path.join(root, 'pages'))) await upsertPage(manager, page, now);
    for (const news of readSeedSources(path.join(root, 'news'))) await upsertNews(manager, news, now);
  },
};

async function upsertPage(manager: EntityManager, page: SeedSource, now: Date): Promise<void> {
  await manager.query(
    `INSERT INTO content_pages (slug, title_ru, markdown_ru, title_en, markdown_en, updated_at, seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (slug) DO UPDATE SET title_ru = EXCLUDED.title_ru, markdown_ru = EXCLUDED.markdown_ru,
       title_en = EXCLUDED.title_en, markdown_en = EXCLUDED.markdown_en, updated_at = EXCLUDED.updated_at,
       seed_hash = EXCLUDED.seed_hash
     WHERE NOT content_pages.edited_by_admin AND content_pages.seed_hash IS DISTINCT FROM EXCLUDED.seed_hash`,
    [page.slug, required(page, 'title'), page.ru.body, page.en.attributes.title ?? '', page.en.body, now, page.hash],
  );
}

async function upsertNews(manager: EntityManager, news: SeedSource, now: Date): Promise<void> {
  const category = required(news, 'category');
  if (!(NEWS_CATEGORY_CODES as string[]).includes(category))
    throw new Error(`content seed ${news.slug}.ru.md: unknown category ${category}`);
  const publishedAt = new Date(required(news, 'publishedAt'));
  if (Number.isNaN(publishedAt.getTime())) throw new Error(`content seed ${news.slug}.ru.md: publishedAt is not a date`);
  await manager.query(
    `INSERT INTO content_news (slug, category, featured, status, title_ru, summary_ru, markdown_ru, title_en, summary_en, markdown_en,
       author_name, author_photo_asset, image_asset, published_at, created_at, updated_at, seed_hash)
     SELECT $1::varchar, $2, $3, 'PUBLISHED', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15
     WHERE NOT EXISTS (SELECT 1 FROM content_seed_removals WHERE kind = 'news' AND slug = $1::varchar)
     ON CONFLICT (slug) DO UPDATE SET category = EXCLUDED.category, featured = EXCLUDED.featured,
       title_ru = EXCLUDED.title_ru, summary_ru = EXCLUDED.summary_ru, markdown_ru = EXCLUDED.markdown_ru,
       title_en = EXCLUDED.title_en, summary_en = EXCLUDED.summary_en, markdown_en = EXCLUDED.markdown_en,
       author_name = EXCLUDED.author_name, author_photo_asset = EXCLUDED.author_photo_asset, image_asset = EXCLUDED.image_asset,
       published_at = EXCLUDED.published_at, updated_at = EXCLUDED.updated_at, seed_hash = EXCLUDED.seed_hash
     WHERE NOT content_news.edited_by_admin AND content_news.seed_hash IS NOT NULL
       AND content_news.seed_hash IS DISTINCT FROM EXCLUDED.seed_hash`,
    [
      news.slug,
      category,
      news.ru.attributes.featured === 'true',
      required(news, 'title'),
      required(news, 'summary'),
      news.ru.body,
      news.en.attributes.title ?? '',
      news.en.attributes.summary ?? '',
      news.en.body,
      required(news, 'author'),
      news.ru.attributes.authorPhoto ?? null,
      news.ru.attributes.image ?? null,
      publishedAt,
      now,
      news.hash,
    ],
  );
}
