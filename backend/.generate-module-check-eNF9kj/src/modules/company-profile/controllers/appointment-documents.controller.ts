import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, UseGuards } from '@nestjs/common';
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
import { AppointmentBasisDocumentDto, AppointmentBasisDocumentListDto } from '../dtos/company-document.dto';
import { APPOINTMENT_DOCUMENT_UPLOAD, AppointmentDocumentsService } from '../services/appointment-documents.service';
import { BAD_INPUT, NOT_ADMIN, NOT_FOUND, NOT_STAFF, TOO_LARGE } from './responses';

const UUID = new ParseUUIDPipe({ version: undefined });

const formBody = (scansRequired: boolean) => ({
  schema: {
    type: 'object',
    required: scansRequired ? ['formData', 'files'] : ['formData'],
    properties: {
      formData: {
        type: 'string',
        description: 'JSON {"type": "<appointment-basis code>", "number": "…", "date": "YYYY-MM-DD", "validUntil"?: "YYYY-MM-DD"}',
      },
      files: {
        type: 'array',
        items: { type: 'string', format: 'binary' },
        description: '1 to 5 scans: pdf, jpeg or png, at most 10 MB each',
      },
    },
  },
});

/** An employee's appointment-basis documents under `/business/api/company-profile/employee/...`. */
@ApiTags('company-profile')
@ApiBearerAuth()
@ApiForbiddenResponse(NOT_STAFF)
@UseGuards(CompanyStaffGuard)
@Controller('business/api/company-profile/employee')
export class AppointmentDocumentsController {
  constructor(private readonly documents: AppointmentDocumentsService) {}

  @Get(':id/appointment-basis-document')
  @ApiOperation({ summary: "The employee's appointment-basis documents, latest date first" })
  @ApiOkResponse({ type: AppointmentBasisDocumentListDto })
  @ApiNotFoundResponse(NOT_FOUND)
  async list(@CurrentCaller() caller: Caller, @Param('id', UUID) employeeId: string): Promise<AppointmentBasisDocumentListDto> {
    return { data: await this.documents.listOfEmployee(caller, employeeId) };
  }

  @Post(':id/appointment-basis-document')
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Add an appointment-basis document (company admins): multipart formData + 1..5 scans' })
  @AcceptsUpload(APPOINTMENT_DOCUMENT_UPLOAD)
  @ApiBody(formBody(true))
  @ApiCreatedResponse({ type: AppointmentBasisDocumentDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  create(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) employeeId: string,
    @UploadedParts() upload: ReceivedUpload,
  ): Promise<AppointmentBasisDocumentDto> {
    return this.documents.create(caller, employeeId, upload);
  }

  @Get('appointment-basis-document/:id')
  @ApiOperation({ summary: 'One appointment-basis document' })
  @ApiOkResponse({ type: AppointmentBasisDocumentDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<AppointmentBasisDocumentDto> {
    return this.documents.get(caller, id);
  }

  @Put('appointment-basis-document/:id')
  @HttpCode(200)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Change an appointment-basis document (company admins); scans sent replace the old ones' })
  @AcceptsUpload(APPOINTMENT_DOCUMENT_UPLOAD)
  @ApiBody(formBody(false))
  @ApiOkResponse({ type: AppointmentBasisDocumentDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @UploadedParts() upload: ReceivedUpload,
  ): Promise<AppointmentBasisDocumentDto> {
    return this.documents.update(caller, id, upload);
  }

  @Delete('appointment-basis-document/:id')
  @HttpCode(204)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Delete an appointment-basis document and its scans (company admins)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  remove(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<void> {
    return this.documents.remove(caller, id);
  }
}
