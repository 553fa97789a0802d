import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { nameText, nameTextOrUndefined } from '../../../common/validation/plain-text';
import { NEWS_CATEGORY_CODES, NEWS_STATUSES, type NewsStatus, SLUG_PATTERN } from '../domain/content-vocabulary';

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const MARKDOWN_MAX = 40000;
export const AUTHOR_MAX = 100;

/** Markdown keeps its line breaks; other control characters and bidi controls are dropped, ends trimmed. */
const markdownText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n\t]|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
        .trim()
    : value;

const SLUG_MESSAGE = 'slug must be 1 to 80 characters: lower-case latin letters, digits and hyphens';

/** The Russian text of a news item: the original, required in full. */
export class NewsTextRuDto {
  @ApiProperty({ maxLength: TITLE_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TITLE_MAX)
  title!: string;

  @ApiProperty({ maxLength: SUMMARY_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SUMMARY_MAX)
  summary!: string;

  @ApiProperty({ maxLength: MARKDOWN_MAX, description: 'Markdown; raw HTML is shown as text' })
  @Transform(markdownText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(MARKDOWN_MAX)
  markdown!: string;
}

/** The English text: may be left empty, visitors then read the Russian one. */
export class NewsTextEnDto {
  @ApiProperty({ maxLength: TITLE_MAX })
  @Transform(nameText)
  @IsString()
  @MaxLength(TITLE_MAX)
  title!: string;

  @ApiProperty({ maxLength: SUMMARY_MAX })
  @Transform(nameText)
  @IsString()
  @MaxLength(SUMMARY_MAX)
  summary!: string;

  @ApiProperty({ maxLength: MARKDOWN_MAX })
  @Transform(markdownText)
  @IsString()
  @MaxLength(MARKDOWN_MAX)
  markdown!: string;
}

/** POST (a new draft) and PUT (the whole item) of /api/system/admin/news. */
export class NewsInputDto {
  @ApiProperty({ pattern: SLUG_PATTERN.source, example: 'new-rules-2027' })
  @IsString()
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug!: string;

  @ApiProperty({ enum: NEWS_CATEGORY_CODES, enumName: 'NewsCategoryCode' })
  @IsIn(NEWS_CATEGORY_CODES)
  category!: string;

  @ApiProperty()
  @IsBoolean()
  featured!: boolean;

  @ApiProperty({ type: NewsTextRuDto })
  @NestedObject(() => NewsTextRuDto)
  ru!: NewsTextRuDto;

  @ApiProperty({ type: NewsTextEnDto })
  @NestedObject(() => NewsTextEnDto)
  en!: NewsTextEnDto;

  @ApiProperty({ maxLength: AUTHOR_MAX, example: 'Редакция Nebo' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(AUTHOR_MAX)
  authorName!: string;
}

/** GET /api/system/admin/news: both statuses unless one is asked; `query` searches slugs and titles. */
export class AdminNewsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: NEWS_STATUSES, enumName: 'NewsStatus' })
  @IsOptional()
  @IsIn(NEWS_STATUSES)
  status?: NewsStatus;

  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  query?: string;
}

export class AdminNewsTextDto {
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty() markdown!: string;
  @ApiProperty({ description: 'The Markdown as the public page shows it (sanitised HTML)' }) html!: string;
}

export class AdminNewsDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ enum: NEWS_CATEGORY_CODES, enumName: 'NewsCategoryCode' }) category!: string;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ enum: NEWS_STATUSES, enumName: 'NewsStatus' }) status!: NewsStatus;
  @ApiProperty({ type: AdminNewsTextDto }) ru!: AdminNewsTextDto;
  @ApiProperty({ type: AdminNewsTextDto }) en!: AdminNewsTextDto;
  @ApiProperty() authorName!: string;
  @ApiProperty({ type: String, nullable: true }) authorPhotoUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'Came from the seed files and was never changed here (the next start may refresh it)' })
  fromSeed!: boolean;
}

export class AdminNewsListMetaDto {
  @ApiProperty() totalCount!: number;
}

export class AdminNewsListDto {
  @ApiProperty({ type: [AdminNewsDto] }) data!: AdminNewsDto[];
  @ApiProperty({ type: AdminNewsListMetaDto }) meta!: AdminNewsListMetaDto;
}

/** The text of one language of a page. Russian is required; English may be empty. */
export class PageTextRuDto {
  @ApiProperty({ maxLength: TITLE_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TITLE_MAX)
  title!: string;

  @ApiProperty({ maxLength: MARKDOWN_MAX })
  @Transform(markdownText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(MARKDOWN_MAX)
  markdown!: string;
}

export class PageTextEnDto {
  @ApiProperty({ maxLength: TITLE_MAX })
  @Transform(nameText)
  @IsString()
  @MaxLength(TITLE_MAX)
  title!: string;

  @ApiProperty({ maxLength: MARKDOWN_MAX })
  @Transform(markdownText)
  @IsString()
  @MaxLength(MARKDOWN_MAX)
  markdown!: string;
}

/** PUT /api/system/admin/pages/{slug}. */
export class PageInputDto {
  @ApiProperty({ type: PageTextRuDto })
  @NestedObject(() => PageTextRuDto)
  ru!: PageTextRuDto;

  @ApiProperty({ type: PageTextEnDto })
  @NestedObject(() => PageTextEnDto)
  en!: PageTextEnDto;
}

export class AdminPageTextDto {
  @ApiProperty() title!: string;
  @ApiProperty() markdown!: string;
  @ApiProperty() html!: string;
}

export class AdminPageDto {
  @ApiProperty() slug!: string;
  @ApiProperty({ type: AdminPageTextDto }) ru!: AdminPageTextDto;
  @ApiProperty({ type: AdminPageTextDto }) en!: AdminPageTextDto;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() fromSeed!: boolean;
}

/** A page in the admin's list: its titles, without the texts. */
export class AdminPageSummaryDto {
  @ApiProperty() slug!: string;
  @ApiProperty() titleRu!: string;
  @ApiProperty() titleEn!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() fromSeed!: boolean;
}

export class AdminPageListDto {
  @ApiProperty({ type: [AdminPageSummaryDto] }) data!: AdminPageSummaryDto[];
}
