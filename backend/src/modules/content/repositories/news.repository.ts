import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { NewsStatus } from '../domain/content-vocabulary';
import type { NewsRow } from '../entities/news.row';

const COLUMNS = `id, slug, category, featured, status,
  title_ru AS "titleRu", summary_ru AS "summaryRu", markdown_ru AS "markdownRu",
  title_en AS "titleEn", summary_en AS "summaryEn", markdown_en AS "markdownEn",
  author_name AS "authorName", author_photo_asset AS "authorPhotoAsset", image_asset AS "imageAsset",
  image_file_id AS "imageFileId", published_at AS "publishedAt", created_at AS "createdAt", updated_at AS "updatedAt",
  seed_hash AS "seedHash", edited_by_admin AS "editedByAdmin"`;

/** What the admin writes: both languages, the category, the flag and the author's name. */
export interface NewsValues {
  slug: string;
  category: string;
  featured: boolean;
  titleRu: string;
  summaryRu: string;
  markdownRu: string;
  titleEn: string;
  summaryEn: string;
  markdownEn: string;
  authorName: string;
}

export interface AdminNewsFilter {
  status?: NewsStatus;
  /** Part of the slug or of a title in either language, case-insensitive. */
  query?: string;
  skip: number;
  take: number;
}

/** `%`, `_` and `\` in a search text match themselves. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** All SQL of `content_news` and `content_seed_removals`. */
@Injectable()
export class NewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Published news, newest first (an equal date by id, so pages never overlap). */
  async listPublished(category: string | undefined, skip: number, take: number): Promise<{ rows: NewsRow[]; total: number }> {
    const where = `status = 'PUBLISHED' AND ($1::varchar IS NULL OR category = $1)`;
    const [rows, count] = await Promise.all([
      this.dataSource.query(`SELECT ${COLUMNS} FROM content_news WHERE ${where} ORDER BY published_at DESC, id LIMIT $2 OFFSET $3`, [
        category ?? null,
        take,
        skip,
      ]) as Promise<NewsRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM content_news WHERE ${where}`, [category ?? null]) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { rows, total: count[0].total };
  }

  async findPublishedBySlug(slug: string): Promise<NewsRow | null> {
    const rows: NewsRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM content_news WHERE slug = $1 AND status = 'PUBLISHED'`, [
      slug,
    ]);
    return rows[0] ?? null;
  }

  /** Every item for the admin: drafts first by last change, then the rest newest first. */
  async listAll(filter: AdminNewsFilter): Promise<{ rows: NewsRow[]; total: number }> {
    const where = `($1::varchar IS NULL OR status = $1)
      AND ($2::varchar IS NULL OR slug ILIKE $2 OR title_ru ILIKE $2 OR title_en ILIKE $2)`;
    const params = [filter.status ?? null, filter.query ? likePattern(filter.query) : null];
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM content_news WHERE ${where}
         ORDER BY COALESCE(published_at, updated_at) DESC, id LIMIT $3 OFFSET $4`,
        [...params, filter.take, filter.skip],
      ) as Promise<NewsRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM content_news WHERE ${where}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total: count[0].total };
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<NewsRow | null> {
    const rows: NewsRow[] = await manager.query(`SELECT ${COLUMNS} FROM content_news WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async insert(values: NewsValues, authorPhotoAsset: string | null, now: Date): Promise<NewsRow> {
    const rows: NewsRow[] = await this.dataSource.query(
      `INSERT INTO content_news (slug, category, featured, status, title_ru, summary_ru, markdown_ru, title_en, summary_en, markdown_en,
         author_name, author_photo_asset, created_at, updated_at, edited_by_admin)
       VALUES ($1, $2, $3, 'DRAFT', $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, true) RETURNING ${COLUMNS}`,
      [
        values.slug,
        values.category,
        values.featured,
        values.titleRu,
        values.summaryRu,
        values.markdownRu,
        values.titleEn,
        values.summaryEn,
        values.markdownEn,
        values.authorName,
        authorPhotoAsset,
        now,
      ],
    );
    return rows[0];
  }

  /**
   * Any change by the admin marks the row as theirs: the seed no longer refreshes it. A seeded item given
   * another slug leaves its seed slug in the removals, or the next start would seed the original again.
   */
  async update(manager: EntityManager, id: string, values: NewsValues, now: Date): Promise<NewsRow | null> {
    const current = await this.findById(id, manager, true);
    if (!current) return null;
    if (current.seedHash !== null && current.slug !== values.slug) await this.rememberRemoved(manager, current.slug);
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [NewsRow[], number] = await manager.query(
      `UPDATE content_news SET slug = $2, category = $3, featured = $4, title_ru = $5, summary_ru = $6, markdown_ru = $7,
         title_en = $8, summary_en = $9, markdown_en = $10, author_name = $11, updated_at = $12, edited_by_admin = true
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        values.slug,
        values.category,
        values.featured,
        values.titleRu,
        values.summaryRu,
        values.markdownRu,
        values.titleEn,
        values.summaryEn,
        values.markdownEn,
        values.authorName,
        now,
      ],
    );
    return rows[0] ?? null;
  }

  /** Publishing keeps the first publication date, so unpublishing to fix a typo does not move the item up. */
  async setStatus(id: string, status: NewsStatus, now: Date): Promise<NewsRow | null> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [NewsRow[], number] = await this.dataSource.query(
      `UPDATE content_news SET status = $2::varchar, updated_at = $3, edited_by_admin = true,
         published_at = CASE WHEN $2::varchar = 'PUBLISHED' THEN COALESCE(published_at, $3) ELSE published_at END
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, status, now],
    );
    return rows[0] ?? null;
  }

  async setImage(manager: EntityManager, id: string, fileId: string | null, now: Date): Promise<void> {
    await manager.query(
      'UPDATE content_news SET image_file_id = $2, image_asset = NULL, updated_at = $3, edited_by_admin = true WHERE id = $1',
      [id, fileId, now],
    );
  }

  /** Deletes the row; a seeded one is remembered so that the next start does not seed it again. */
  async delete(manager: EntityManager, row: NewsRow): Promise<void> {
    if (row.seedHash !== null) await this.rememberRemoved(manager, row.slug);
    await manager.query('DELETE FROM content_news WHERE id = $1', [row.id]);
  }

  private async rememberRemoved(manager: EntityManager, slug: string): Promise<void> {
    await manager.query(`INSERT INTO content_seed_removals (kind, slug) VALUES ('news', $1) ON CONFLICT DO NOTHING`, [slug]);
  }
}
