import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { FILE_LIMIT_10_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import { CompanyRegistrationRequestDto, CompanyRegistrationRequestPageDto } from '../dtos/company-registration-request.dto';
import { CompanyRegistrationCommentaryDto, CompanyRegistrationQueryDto } from '../dtos/review.dto';
import { CONTRACT_FILE_FIELD, DECISION_PART, RegistrationReview } from '../services/registration-review.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/** D2: the JSON part `decision` and one optional contract file (pdf, jpeg, png, doc, docx by content; ≤ 10 MB). */
export const APPROVE_UPLOAD: UploadSpec = {
  fields: [DECISION_PART],
  files: { [CONTRACT_FILE_FIELD]: { maxBytes: FILE_LIMIT_10_MB, formats: ['pdf', 'jpeg', 'png', 'doc', 'docx'], maxCount: 1 } },
};

/**
 * The review of company registration and change requests (§7.14, D2): realm roles moderator and admin only (403
 * for anyone else, before the body is read).
 */
@ApiTags('company-registration')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Neither moderator nor admin' })
@Roles('moderator', 'admin')
@Controller('api/company-registration/request')
export class RegistrationReviewController {
  constructor(private readonly review: RegistrationReview) {}

  @Get()
  @ApiOperation({ summary: 'Requests, filtered by status (repeatable), kind and text, sorted and paged' })
  @ApiOkResponse({ type: CompanyRegistrationRequestPageDto })
  list(@Query() query: CompanyRegistrationQueryDto): Promise<CompanyRegistrationRequestPageDto> {
    return this.review.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One request with the previous and the requested info and the history' })
  @ApiOkResponse({ type: CompanyRegistrationRequestDto })
  @ApiNotFoundResponse({ description: 'company-registration.not-found' })
  get(@Param('id', uuid) id: string): Promise<CompanyRegistrationRequestDto> {
    return this.review.get(id);
  }

  @Post('decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline a request waiting for review (final), with a commentary' })
  @ApiOkResponse({ type: CompanyRegistrationRequestDto })
  @ApiNotFoundResponse({ description: 'company-registration.not-found' })
  @ApiConflictResponse({ description: 'company-registration.wrong-status: not CREATED or FIXED' })
  decline(@CurrentCaller() caller: Caller, @Body() body: CompanyRegistrationCommentaryDto): Promise<CompanyRegistrationRequestDto> {
    return this.review.comment(caller, body.requestId, 'DECLINE', body.commentary);
  }

  @Post('fix-required')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a request waiting for review back to the applicant, with a commentary' })
  @ApiOkResponse({ type: CompanyRegistrationRequestDto })
  @ApiNotFoundResponse({ description: 'company-registration.not-found' })
  @ApiConflictResponse({ description: 'company-registration.wrong-status: not CREATED or FIXED' })
  fixRequired(@CurrentCaller() caller: Caller, @Body() body: CompanyRegistrationCommentaryDto): Promise<CompanyRegistrationRequestDto> {
    return this.review.comment(caller, body.requestId, 'FIX_REQUIRED', body.commentary);
  }

  @Post('approve')
  @HttpCode(200)
  @AcceptsUpload(APPROVE_UPLOAD)
  @ApiOperation({ summary: 'Approve: a registration creates the company (APPROVED), a change is applied (CONFIRMED)' })
  @ApiBody({
    schema: {
      type: 'object',
      required: [DECISION_PART],
      properties: {
        [DECISION_PART]: { type: 'string', description: 'JSON { "requestId": "<uuid>" }' },
        [CONTRACT_FILE_FIELD]: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiOkResponse({ type: CompanyRegistrationRequestDto })
  @ApiNotFoundResponse({ description: 'company-registration.not-found' })
  @ApiConflictResponse({
    description: 'company-registration.wrong-status, company-registration.duplicate-inn, company-registration.already-employed',
  })
  @ApiPayloadTooLargeResponse({ description: 'contractFile over 10 MB' })
  approve(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<CompanyRegistrationRequestDto> {
    return this.review.approve(caller, upload);
  }
}
