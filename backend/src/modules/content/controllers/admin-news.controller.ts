import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { AdminNewsDto, AdminNewsListDto, AdminNewsQueryDto, NewsInputDto } from '../dtos/admin-content.dto';
import { AdminNewsService, NEWS_IMAGE_FIELD, NEWS_IMAGE_UPLOAD } from '../services/admin-news.service';

const uuid = new ParseUUIDPipe({ version: undefined });
const NOT_FOUND = { type: ErrorBodyDto, description: 'content.news-not-found' };

/**
 * The admin's news desk (docs/requirements.md#content): the platform admin only, 403 for everyone else
 * including the registration reviewer. The `/api/system/admin` prefix is ours (the spec names no path).
 */
@ApiTags('content-admin')
@ApiBearerAuth()
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Not the platform admin' })
@Roles('admin')
@Controller('api/system/admin/news')
export class AdminNewsController {
  constructor(private readonly news: AdminNewsService) {}

  @Get()
  @ApiOperation({ summary: 'Every news item in both languages, drafts too; filter by status, search slug and titles' })
  @ApiOkResponse({ type: AdminNewsListDto })
  list(@Query() query: AdminNewsQueryDto): Promise<AdminNewsListDto> {
    return this.news.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One news item with both texts and their rendered preview' })
  @ApiOkResponse({ type: AdminNewsDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id', uuid) id: string): Promise<AdminNewsDto> {
    return this.news.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a draft' })
  @ApiCreatedResponse({ type: AdminNewsDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'content.slug-taken (field error on slug)' })
  create(@Body() input: NewsInputDto): Promise<AdminNewsDto> {
    return this.news.create(input);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace the texts, slug, category, flag and author (the status stays)' })
  @ApiOkResponse({ type: AdminNewsDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'content.slug-taken (field error on slug)' })
  update(@Param('id', uuid) id: string, @Body() input: NewsInputDto): Promise<AdminNewsDto> {
    return this.news.update(id, input);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish (the first publication sets the date; publishing again changes nothing)' })
  @ApiOkResponse({ type: AdminNewsDto })
  @ApiNotFoundResponse(NOT_FOUND)
  publish(@Param('id', uuid) id: string): Promise<AdminNewsDto> {
    return this.news.setStatus(id, 'PUBLISHED');
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Back to draft: visitors no longer see it' })
  @ApiOkResponse({ type: AdminNewsDto })
  @ApiNotFoundResponse(NOT_FOUND)
  unpublish(@Param('id', uuid) id: string): Promise<AdminNewsDto> {
    return this.news.setStatus(id, 'DRAFT');
  }

  @Post(':id/image')
  @HttpCode(200)
  @AcceptsUpload(NEWS_IMAGE_UPLOAD)
  @ApiOperation({ summary: 'Set the picture: one image (jpeg, png, gif), at most 5 MB; public once the item is' })
  @ApiBody({
    schema: { type: 'object', required: [NEWS_IMAGE_FIELD], properties: { [NEWS_IMAGE_FIELD]: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({ type: AdminNewsDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto })
  uploadImage(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @UploadedParts() upload: ReceivedUpload,
  ): Promise<AdminNewsDto> {
    return this.news.uploadImage(caller, id, upload);
  }

  @Delete(':id/image')
  @ApiOperation({ summary: 'Remove the picture' })
  @ApiOkResponse({ type: AdminNewsDto })
  @ApiNotFoundResponse(NOT_FOUND)
  removeImage(@Param('id', uuid) id: string): Promise<AdminNewsDto> {
    return this.news.removeImage(id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete the item and its picture (a seeded item is not seeded again)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse(NOT_FOUND)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.news.delete(id);
  }
}
