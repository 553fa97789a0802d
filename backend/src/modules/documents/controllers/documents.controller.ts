import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentPrincipal } from '../../../common/auth/current-principal.decorator';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import type { Page } from '../../../common/pagination/page';
import { DocumentDto, DocumentPageDto } from '../dtos/document.dto';
import { DocumentQueryDto } from '../dtos/document-query.dto';
import { DocumentsService } from '../services/documents.service';

/** `/api/user/current/documents` of the call catalogue (spec part 1 §7, part 2 §7.12). */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('api/user/current/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's documents (page 0, size 5, sort CREATE_DATE by default)" })
  @ApiOkResponse({ type: DocumentPageDto })
  list(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Query() query: DocumentQueryDto): Promise<Page<DocumentDto>> {
    return this.documents.list(principal, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: DocumentDto })
  get(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<DocumentDto> {
    return this.documents.get(principal, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create or update a document: a `document` JSON part and `files` scans (jpeg, png, pdf; ≤ 10 MB each, ≤ 10)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['document'],
      properties: {
        document: { type: 'string', description: 'JSON: { id?, typeCode, series?, number, issued?, issuer?, residenceAddress?, birthPlace?, files?: [{ id }] }' },
        files: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiOkResponse({ type: DocumentDto })
  save(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Req() request: FastifyRequest): Promise<DocumentDto> {
    return this.documents.save(principal, request.raw);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'deleted with its scans' })
  async remove(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<void> {
    await this.documents.remove(principal, id);
  }
}
