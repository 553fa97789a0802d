import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import type { Page } from '../../../common/pagination/page';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { DocumentDto, DocumentPageDto } from '../dtos/document.dto';
import { DocumentQueryDto } from '../dtos/document-query.dto';
import { DOCUMENT_UPLOAD, DocumentsService } from '../services/documents.service';

/** `/api/user/current/documents` (docs/requirements.md#documents). */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('api/user/current/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's documents (page 0, size 5, sort CREATE_DATE by default)" })
  @ApiOkResponse({ type: DocumentPageDto })
  list(@CurrentCaller() caller: Caller, @Query() query: DocumentQueryDto): Promise<Page<DocumentDto>> {
    return this.documents.list(caller.userId, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: DocumentDto })
  get(@CurrentCaller() caller: Caller, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<DocumentDto> {
    return this.documents.get(caller.userId, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create or update a document: a `document` JSON part and `files` scans (jpeg, png, pdf; ≤ 10 MB each, ≤ 10)' })
  @AcceptsUpload(DOCUMENT_UPLOAD)
  @ApiBody({
    schema: {
      type: 'object',
      required: ['document'],
      properties: {
        document: {
          type: 'string',
          description: 'JSON: { id?, typeCode, series?, number, issued?, issuer?, residenceAddress?, birthPlace?, files?: [{ id }] }',
        },
        files: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiOkResponse({ type: DocumentDto })
  save(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<DocumentDto> {
    return this.documents.save(caller.userId, upload);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'deleted with its scans' })
  async remove(@CurrentCaller() caller: Caller, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<void> {
    await this.documents.remove(caller.userId, id);
  }
}
