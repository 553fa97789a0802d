import {
  applyDecorators,
  Controller,
  Get,
  Header,
  Headers,
  Param,
  ParseUUIDPipe,
  Patch,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { FILE_LIMIT_10_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { ReviewQueryDto } from '../dtos/review-query.dto';
import { AuthorityDashboardDto, AuthorityFlightRequestDto, AuthorityFlightRequestPageDto } from '../dtos/review.dto';
import { DECISION_FILE_FIELD, DECISION_PART, ReviewDecisions } from '../services/review-decisions.service';
import { ReviewDashboard } from '../services/review-dashboard.service';
import { ReviewRequests } from '../services/review-requests.service';
import { ReviewScope } from '../services/review-scope';
import { DecisionFileTypeInterceptor } from './decision-file-type.interceptor';
import { AuthorityStaffGuard } from '../../authority-staff/guards/authority-staff.guard';

const uuid = new ParseUUIDPipe({ version: undefined });

/** D7: the JSON part `decision` and one optional decision file (pdf, jpeg, png, doc, docx; ≤ 10 MB). */
export const DECISION_UPLOAD: UploadSpec = {
  fields: [DECISION_PART],
  files: { [DECISION_FILE_FIELD]: { maxBytes: FILE_LIMIT_10_MB, formats: ['pdf', 'jpeg', 'png', 'doc', 'docx'], maxCount: 1 } },
};

const DECISION_BODY = {
  schema: {
    type: 'object',
    required: [DECISION_PART],
    properties: {
      [DECISION_PART]: {
        type: 'string',
        description: 'JSON { number?, dateOfIssue? (YYYY-MM-DD), comment? }: approve needs number and dateOfIssue, reject needs comment',
      },
      [DECISION_FILE_FIELD]: { type: 'string', format: 'binary' },
    },
  },
};

/** One decision call (approve or reject): the multipart upload, the file-type answer and their OpenAPI description. */
function DecisionRoute(summary: string): MethodDecorator {
  return applyDecorators(
    // First, so that it wraps the upload's own interceptor and sees its refusal of a file's type.
    UseInterceptors(DecisionFileTypeInterceptor),
    AcceptsUpload(DECISION_UPLOAD),
    ApiOperation({ summary }),
    ApiBody(DECISION_BODY),
    ApiOkResponse({ type: AuthorityFlightRequestDto }),
    ApiNotFoundResponse({ description: 'authority-review.not-found' }),
    ApiConflictResponse({ description: 'authority-review.already-decided' }),
    ApiPayloadTooLargeResponse({ description: 'decisionFile over 10 MB' }),
    ApiUnsupportedMediaTypeResponse({ description: 'authority-review.decision-file-type' }),
  );
}

/**
 * The authority area's review of flight requests (part 2 §7.13, issue 13): staff of an authority only (403
 * `authority-staff.not-staff` for anyone else); a request not sent to the caller's authority is a 404 like a missing one.
 */
@ApiTags('authority-review')
@ApiBearerAuth()
@ApiHeader(MAP_LANGUAGE_HEADER)
@ApiForbiddenResponse({ description: 'authority-staff.not-staff: the caller is on no authority’s staff' })
@UseGuards(AuthorityStaffGuard)
@Controller('api/authority')
export class AuthorityReviewController {
  constructor(
    private readonly scope: ReviewScope,
    private readonly requests: ReviewRequests,
    private readonly decisions: ReviewDecisions,
    private readonly dashboards: ReviewDashboard,
  ) {}

  @Get('flight-requests')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'The requests sent to the caller’s authority, filtered, sorted and paged' })
  @ApiOkResponse({ type: AuthorityFlightRequestPageDto })
  async list(
    @CurrentCaller() caller: Caller,
    @Query() query: ReviewQueryDto,
    @Headers('accept-language') language?: string,
  ): Promise<AuthorityFlightRequestPageDto> {
    const locale = mapLocale(language);
    const reviewer = await this.scope.reviewer(caller, locale);
    await this.scope.computeCrossings(reviewer);
    return this.requests.list(reviewer, query, locale);
  }

  @Get('flight-requests/:id')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'One request sent to the caller’s authority: route, area, crossing, applicant, drone, decision, case file' })
  @ApiOkResponse({ type: AuthorityFlightRequestDto })
  @ApiNotFoundResponse({ description: 'authority-review.not-found' })
  async get(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Headers('accept-language') language?: string,
  ): Promise<AuthorityFlightRequestDto> {
    return this.detail(caller, id, mapLocale(language));
  }

  @Patch('flight-requests/:id/approve')
  @DecisionRoute('Approve: the permit’s number and date of issue, an optional comment and file')
  async approve(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @UploadedParts() upload: ReceivedUpload,
    @Headers('accept-language') language?: string,
  ): Promise<AuthorityFlightRequestDto> {
    return this.decide(caller, id, true, upload, mapLocale(language));
  }

  @Patch('flight-requests/:id/reject')
  @DecisionRoute('Reject: the reason (comment) and an optional file')
  async reject(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @UploadedParts() upload: ReceivedUpload,
    @Headers('accept-language') language?: string,
  ): Promise<AuthorityFlightRequestDto> {
    return this.decide(caller, id, false, upload, mapLocale(language));
  }

  @Get('dashboard')
  @ApiOperation({ summary: 'Awaiting, decided today (Moscow day), in the air now, today’s flights and the area' })
  @ApiOkResponse({ type: AuthorityDashboardDto })
  async dashboard(@CurrentCaller() caller: Caller, @Headers('accept-language') language?: string): Promise<AuthorityDashboardDto> {
    return this.dashboards.dashboard(await this.scope.reviewer(caller, mapLocale(language)));
  }

  private async decide(
    caller: Caller,
    id: string,
    approve: boolean,
    upload: ReceivedUpload,
    locale: ReturnType<typeof mapLocale>,
  ): Promise<AuthorityFlightRequestDto> {
    const reviewer = await this.scope.reviewer(caller, locale);
    await this.decisions.decide(reviewer, id, approve, upload);
    return this.detail(caller, id, locale);
  }

  private async detail(caller: Caller, id: string, locale: ReturnType<typeof mapLocale>): Promise<AuthorityFlightRequestDto> {
    const reviewer = await this.scope.reviewer(caller, locale);
    await this.scope.computeCrossings(reviewer);
    return this.requests.detail(reviewer, id, locale, await this.scope.area(reviewer));
  }
}
