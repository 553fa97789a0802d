import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../common/auth/roles.decorator';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { AdminPageDto, AdminPageListDto, PageInputDto } from '../dtos/admin-content.dto';
import { AdminPagesService } from '../services/admin-pages.service';

const NOT_FOUND = { type: ErrorBodyDto, description: 'content.page-not-found' };

/** The admin edits the pages' texts (docs/requirements.md#content): the platform admin only. */
@ApiTags('content-admin')
@ApiBearerAuth()
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Not the platform admin' })
@Roles('admin')
@Controller('api/system/admin/pages')
export class AdminPagesController {
  constructor(private readonly pages: AdminPagesService) {}

  @Get()
  @ApiOperation({ summary: 'Every page with its titles' })
  @ApiOkResponse({ type: AdminPageListDto })
  list(): Promise<AdminPageListDto> {
    return this.pages.list();
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One page with both texts and their rendered preview' })
  @ApiOkResponse({ type: AdminPageDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('slug') slug: string): Promise<AdminPageDto> {
    return this.pages.get(slug);
  }

  @Put(':slug')
  @ApiOperation({ summary: 'Replace the titles and texts of a page' })
  @ApiOkResponse({ type: AdminPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse(NOT_FOUND)
  update(@Param('slug') slug: string, @Body() input: PageInputDto): Promise<AdminPageDto> {
    return this.pages.update(slug, input);
  }
}
