import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { renderMarkdown } from '../domain/markdown';
import type { AdminPageDto, AdminPageListDto, PageInputDto } from '../dtos/admin-content.dto';
import type { PageRow } from '../entities/page.row';
import { pageNotFound } from '../content.exceptions';
import { PagesRepository } from '../repositories/pages.repository';

/** The admin edits the seeded pages' texts (docs/requirements.md#content); pages are neither added nor removed here. */
@Injectable()
export class AdminPagesService {
  constructor(
    private readonly pages: PagesRepository,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminPageListDto> {
    const rows = await this.pages.list();
    return {
      data: rows.map((row) => ({
        slug: row.slug,
        titleRu: row.titleRu,
        titleEn: row.titleEn,
        updatedAt: row.updatedAt.toISOString(),
        fromSeed: fromSeed(row),
      })),
    };
  }

  async get(slug: string): Promise<AdminPageDto> {
    const row = await this.pages.find(slug);
    if (!row) throw pageNotFound();
    return toDto(row);
  }

  async update(slug: string, input: PageInputDto): Promise<AdminPageDto> {
    const row = await this.pages.update(
      slug,
      { titleRu: input.ru.title, markdownRu: input.ru.markdown, titleEn: input.en.title, markdownEn: input.en.markdown },
      this.clock.now(),
    );
    if (!row) throw pageNotFound();
    return toDto(row);
  }
}

const fromSeed = (row: PageRow): boolean => row.seedHash !== null && !row.editedByAdmin;

function toDto(row: PageRow): AdminPageDto {
  return {
    slug: row.slug,
    ru: { title: row.titleRu, markdown: row.markdownRu, html: renderMarkdown(row.markdownRu) },
    en: { title: row.titleEn, markdown: row.markdownEn, html: renderMarkdown(row.markdownEn) },
    updatedAt: row.updatedAt.toISOString(),
    fromSeed: fromSeed(row),
  };
}
