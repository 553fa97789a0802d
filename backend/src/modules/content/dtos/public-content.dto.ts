import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { CONTENT_LOCALES, type ContentLocale, NEWS_CATEGORY_CODES } from '../domain/content-vocabulary';

/** `?locale=ru|en` (default ru): the language of the answer's texts. */
export class ContentLocaleQueryDto {
  @ApiPropertyOptional({ enum: CONTENT_LOCALES, enumName: 'ContentLocale', default: 'ru' })
  @IsOptional()
  @IsIn(CONTENT_LOCALES)
  locale: ContentLocale = 'ru';
}

/** GET /public/news: published news, newest first, optionally of one category. */
export class PublicNewsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CONTENT_LOCALES, enumName: 'ContentLocale', default: 'ru' })
  @IsOptional()
  @IsIn(CONTENT_LOCALES)
  locale: ContentLocale = 'ru';

  @ApiPropertyOptional({ enum: NEWS_CATEGORY_CODES, enumName: 'NewsCategoryCode' })
  @IsOptional()
  @IsIn(NEWS_CATEGORY_CODES)
  category?: string;
}

export class NewsCategoryDto {
  @ApiProperty({ enum: NEWS_CATEGORY_CODES, enumName: 'NewsCategoryCode' }) code!: string;
  @ApiProperty({ example: 'Правила и законы' }) name!: string;
}

export class NewsCategoryListDto {
  @ApiProperty({ type: [NewsCategoryDto] }) data!: NewsCategoryDto[];
}

export class NewsAuthorDto {
  @ApiProperty({ example: 'Редакция Nebo' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) photoUrl!: string | null;
}

/** A news item in one language (English falls back to the Russian text where it is empty). */
export class NewsSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'registration-reminder' }) slug!: string;
  @ApiProperty({ type: NewsCategoryDto }) category!: NewsCategoryDto;
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ format: 'date-time' }) publishedAt!: string;
  @ApiProperty({ type: NewsAuthorDto }) author!: NewsAuthorDto;
  @ApiProperty({ description: 'Shown full width at the top of the list' }) featured!: boolean;
}

export class NewsDetailDto extends NewsSummaryDto {
  @ApiProperty({ description: 'The text as sanitised HTML' }) html!: string;
}

export class NewsListMetaDto {
  @ApiProperty() totalCount!: number;
}

export class NewsListDto {
  @ApiProperty({ type: [NewsSummaryDto] }) data!: NewsSummaryDto[];
  @ApiProperty({ type: NewsListMetaDto }) meta!: NewsListMetaDto;
}

export class PublicPageDto {
  @ApiProperty({ example: 'about' }) slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'The text as sanitised HTML' }) html!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}
