import { Injectable } from '@nestjs/common';
import { pageWindow, toPage } from '../../../common/pagination/page';
import { type ContentLocale, NEWS_CATEGORIES, categoryName, localized } from '../domain/content-vocabulary';
import { renderMarkdown } from '../domain/markdown';
import type {
  NewsCategoryListDto,
  NewsDetailDto,
  NewsListDto,
  NewsSummaryDto,
  PublicNewsQueryDto,
  PublicPageDto,
} from '../dtos/public-content.dto';
import type { NewsRow } from '../entities/news.row';
import { newsNotFound, pageNotFound } from '../content.exceptions';
import { NewsRepository } from '../repositories/news.repository';
import { PagesRepository } from '../repositories/pages.repository';
import { ContentUrls } from './content-urls';

/** What visitors read: published news and the pages, in their language (docs/requirements.md#content). */
@Injectable()
export class PublicContentService {
  constructor(
    private readonly news: NewsRepository,
    private readonly pages: PagesRepository,
    private readonly urls: ContentUrls,
  ) {}

  async listNews(query: PublicNewsQueryDto): Promise<NewsListDto> {
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.news.listPublished(query.category, skip, take);
    return toPage(
      rows.map((row) => this.summary(row, query.locale)),
      total,
    );
  }

  categories(locale: ContentLocale): NewsCategoryListDto {
    return { data: NEWS_CATEGORIES.map((c) => ({ code: c.code, name: c[locale] })) };
  }

  /** A draft answers exactly like a missing slug. */
  async newsItem(slug: string, locale: ContentLocale): Promise<NewsDetailDto> {
    const row = await this.news.findPublishedBySlug(slug);
    if (!row) throw newsNotFound();
    return { ...this.summary(row, locale), html: renderMarkdown(localized(row.markdownRu, row.markdownEn, locale)) };
  }

  async page(slug: string, locale: ContentLocale): Promise<PublicPageDto> {
    const row = await this.pages.find(slug);
    if (!row) throw pageNotFound();
    return {
      slug: row.slug,
      title: localized(row.titleRu, row.titleEn, locale),
      html: renderMarkdown(localized(row.markdownRu, row.markdownEn, locale)),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private summary(row: NewsRow, locale: ContentLocale): NewsSummaryDto {
    // An English title without its own summary would mix languages: the pair falls back together.
    const english = locale === 'en' && row.titleEn.trim() !== '';
    return {
      id: row.id,
      slug: row.slug,
      category: { code: row.category, name: categoryName(row.category, locale) },
      title: english ? row.titleEn : row.titleRu,
      summary: english ? localized(row.summaryRu, row.summaryEn, locale) : row.summaryRu,
      imageUrl: this.urls.imageUrl(row),
      // Published rows always have the date (publishing sets it).
      publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
      author: { name: row.authorName, photoUrl: this.urls.authorPhotoUrl(row) },
      featured: row.featured,
    };
  }
}
