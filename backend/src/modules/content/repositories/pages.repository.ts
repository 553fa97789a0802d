import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PageRow } from '../entities/page.row';

const COLUMNS = `slug, title_ru AS "titleRu", markdown_ru AS "markdownRu", title_en AS "titleEn", markdown_en AS "markdownEn",
  updated_at AS "updatedAt", seed_hash AS "seedHash", edited_by_admin AS "editedByAdmin"`;

export interface PageValues {
  titleRu: string;
  markdownRu: string;
  titleEn: string;
  markdownEn: string;
}

/** All SQL of `content_pages`. Pages come from the seeds only: the admin edits them, never adds or removes one. */
@Injectable()
export class PagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<PageRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM content_pages ORDER BY slug`);
  }

  async find(slug: string): Promise<PageRow | null> {
    const rows: PageRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM content_pages WHERE slug = $1`, [slug]);
    return rows[0] ?? null;
  }

  async update(slug: string, values: PageValues, now: Date): Promise<PageRow | null> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [PageRow[], number] = await this.dataSource.query(
      `UPDATE content_pages SET title_ru = $2, markdown_ru = $3, title_en = $4, markdown_en = $5, updated_at = $6, edited_by_admin = true
       WHERE slug = $1 RETURNING ${COLUMNS}`,
      [slug, values.titleRu, values.markdownRu, values.titleEn, values.markdownEn, now],
    );
    return rows[0] ?? null;
  }
}
