import { Controller, Get, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/public.decorator';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import {
  ContentLocaleQueryDto,
  NewsCategoryListDto,
  NewsDetailDto,
  NewsListDto,
  PublicNewsQueryDto,
  PublicPageDto,
} from '../dtos/public-content.dto';
import { ContentImages } from '../services/content-images';
import { PublicContentService } from '../services/public-content.service';

/**
 * What anyone reads without signing in (docs/requirements.md#content): published news, the categories, the
 * pages and the pictures shipped with the seeds. Paths are ours: the spec names the screens, not the calls.
 */
@ApiTags('content')
@Public()
@Controller('public')
export class PublicContentController {
  constructor(
    private readonly content: PublicContentService,
    private readonly images: ContentImages,
  ) {}

  @Get('news')
  @ApiOperation({ summary: 'Published news, newest first, in the requested language' })
  @ApiOkResponse({ type: NewsListDto })
  list(@Query() query: PublicNewsQueryDto): Promise<NewsListDto> {
    return this.content.listNews(query);
  }

  @Get('news/categories')
  @ApiOperation({ summary: 'News categories with their names in the requested language' })
  @ApiOkResponse({ type: NewsCategoryListDto })
  categories(@Query() query: ContentLocaleQueryDto): NewsCategoryListDto {
    return this.content.categories(query.locale);
  }

  @Get('news/:slug')
  @ApiOperation({ summary: 'One published news item with its text as sanitised HTML' })
  @ApiOkResponse({ type: NewsDetailDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'content.news-not-found: unknown or not published' })
  item(@Param('slug') slug: string, @Query() query: ContentLocaleQueryDto): Promise<NewsDetailDto> {
    return this.content.newsItem(slug, query.locale);
  }

  @Get('pages/:slug')
  @ApiOperation({ summary: 'A page (about, faq, flight-rules…) with its text as sanitised HTML' })
  @ApiOkResponse({ type: PublicPageDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'content.page-not-found' })
  page(@Param('slug') slug: string, @Query() query: ContentLocaleQueryDto): Promise<PublicPageDto> {
    return this.content.page(slug, query.locale);
  }

  @Get('content/images/:name')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({ summary: 'A picture shipped with the seeded content (news images, author photos)' })
  @ApiProduces('image/svg+xml', 'image/png')
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'content.image-not-found' })
  image(@Param('name') name: string, @Res({ passthrough: true }) reply: FastifyReply): StreamableFile {
    const image = this.images.get(name);
    // An SVG opened as a document runs sandboxed with nothing allowed, as users' files do.
    reply.header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return new StreamableFile(image.content, { type: image.contentType, length: image.content.length });
  }
}
