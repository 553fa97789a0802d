import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
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
import { CompanyAdminGuard, CompanyStaffGuard } from '../../companies/guards/company-staff.guard';
import { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { CompanyDocumentDto, CompanyDocumentPageDto, CompanyDocumentQueryDto } from '../dtos/company-document.dto';
import { COMPANY_DOCUMENT_UPLOAD, CompanyDocumentsService } from '../services/company-documents.service';
import { BAD_INPUT, NOT_ADMIN, NOT_FOUND, NOT_STAFF, TOO_LARGE } from './responses';

const UUID = new ParseUUIDPipe({ version: undefined });

const formBody = (fileRequired: boolean) => ({
  schema: {
    type: 'object',
    required: fileRequired ? ['formData', 'file'] : ['formData'],
    properties: {
      formData: { type: 'string', description: 'JSON {"type": "EGRUL_EXTRACT", "number": "…", "date": "YYYY-MM-DD"}' },
      file: { type: 'string', format: 'binary', description: 'pdf, jpeg or png by content, at most 10 MB' },
    },
  },
});

/** `/business/api/company-profile/company-document` (D9): every employee reads, company admins write. */
@ApiTags('company-profile')
@ApiBearerAuth()
@ApiForbiddenResponse(NOT_STAFF)
@UseGuards(CompanyStaffGuard)
@Controller('business/api/company-profile/company-document')
export class CompanyDocumentsController {
  constructor(private readonly documents: CompanyDocumentsService) {}

  @Get()
  @ApiOperation({ summary: "The company's documents, newest first (filter by type)" })
  @ApiOkResponse({ type: CompanyDocumentPageDto })
  list(@CurrentCaller() caller: Caller, @Query() query: CompanyDocumentQueryDto): Promise<CompanyDocumentPageDto> {
    return this.documents.list(caller, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One company document' })
  @ApiOkResponse({ type: CompanyDocumentDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<CompanyDocumentDto> {
    return this.documents.get(caller, id);
  }

  @Post()
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Add a document (company admins): multipart formData + file' })
  @AcceptsUpload(COMPANY_DOCUMENT_UPLOAD)
  @ApiBody(formBody(true))
  @ApiCreatedResponse({ type: CompanyDocumentDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  create(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<CompanyDocumentDto> {
    return this.documents.create(caller, upload);
  }

  @Patch(':id')
  @HttpCode(200)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Change a document (company admins): multipart formData, and a file to replace the old one' })
  @AcceptsUpload(COMPANY_DOCUMENT_UPLOAD)
  @ApiBody(formBody(false))
  @ApiOkResponse({ type: CompanyDocumentDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @UploadedParts() upload: ReceivedUpload,
  ): Promise<CompanyDocumentDto> {
    return this.documents.update(caller, id, upload);
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Delete a document and its file (company admins)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  remove(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<void> {
    return this.documents.remove(caller, id);
  }
}
