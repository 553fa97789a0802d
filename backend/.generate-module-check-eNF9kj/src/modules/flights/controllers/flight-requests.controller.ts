import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { FLIGHT_LIMITS } from '@nebo/shared-vocabulary';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AppValidationPipe } from '../../../common/validation/app-validation.pipe';
import { resolveLocale } from '../../dictionaries/domain/locale';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { individualOwner } from '../domain/flight-request';
import { FlightRequestInputDto, SimpleFlightRequestInputDto } from '../dtos/flight-request-input.dto';
import { FlightRequestQueryDto } from '../dtos/flight-request-query.dto';
import { FlightRequestDto, FlightRequestPageDto, HasActiveAgreementDto } from '../dtos/flight-request.dto';
import { FlightRequestsService, SNAPSHOT_FIELD } from '../services/flight-requests.service';

const uuid = new ParseUUIDPipe({ version: undefined });
const pipe = new AppValidationPipe();

/** The agreement summary's authority names follow the request's language. */
const LANGUAGE_HEADER = {
  name: 'Accept-Language',
  required: false,
  description: "Language of the authorities' names in agreementStatuses: ru (default) or en",
} as const;

/** The form part of POST and PUT. */
export const FORM_PART = 'flightAgreementDto';

/** POST and PUT: the form as JSON and at most one route picture (PNG or JPEG, ≤ 5 MB). */
export const FLIGHT_REQUEST_UPLOAD: UploadSpec = {
  fields: [FORM_PART],
  files: { [SNAPSHOT_FIELD]: { maxBytes: FILE_LIMIT_5_MB, formats: ['png', 'jpeg'], maxCount: 1 } },
};

const MULTIPART_BODY = {
  schema: {
    type: 'object',
    required: [FORM_PART],
    properties: {
      [FORM_PART]: { type: 'string', description: 'FlightRequestInputDto as JSON' },
      [SNAPSHOT_FIELD]: { type: 'string', format: 'binary', description: 'The route picture: PNG or JPEG, at most 5 MB' },
    },
  },
};

/**
 * The form part, validated like a JSON body. Reserved dates past the limit are refused before anything
 * else is read, so 10,000 of them cost nothing.
 */
async function readForm(upload: ReceivedUpload): Promise<FlightRequestInputDto> {
  const json = upload.json(FORM_PART);
  for (const field of ['generalFlightDateTime', 'reservedFlightDateTime'] as const) {
    const max = field === 'generalFlightDateTime' ? 1 : FLIGHT_LIMITS.maxReservedIntervals;
    const list = json[field];
    if (Array.isArray(list) && list.length > max) {
      throw FieldValidationException.single(field, `${field} must contain no more than ${max} elements`);
    }
  }
  return (await pipe.transform(json, { type: 'body', metatype: FlightRequestInputDto })) as FlightRequestInputDto;
}

/**
 * An individual pilot's flight requests (docs/requirements.md#flights). A request's id is also its
 * agreement's; another pilot's id answers 404 on every call.
 */
@ApiTags('flights')
@ApiBearerAuth()
@Roles('individual')
@Controller('api/user/flight-agreements')
export class FlightRequestsController {
  constructor(private readonly requests: FlightRequestsService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's flight requests: filter.status, filter.purpose, filter.dateFrom, filter.dateTo, filter.text; page, size, sort",
  })
  @ApiOkResponse({ type: FlightRequestPageDto })
  @ApiHeader(LANGUAGE_HEADER)
  @Header('Vary', 'Accept-Language')
  list(
    @CurrentCaller() caller: Caller,
    @Query() query: FlightRequestQueryDto,
    @Headers('accept-language') language?: string,
  ): Promise<FlightRequestPageDto> {
    return this.requests.list(individualOwner(caller.userId), query, resolveLocale(undefined, language));
  }

  @Get('request/default')
  @ApiOperation({ summary: 'A new form: the defaults, the pilot as the external pilot (name and phone); no id' })
  @ApiOkResponse({ type: FlightRequestInputDto })
  defaultForm(@CurrentCaller() caller: Caller): Promise<FlightRequestInputDto> {
    return this.requests.defaultForm(individualOwner(caller.userId)) as Promise<FlightRequestInputDto>;
  }

  @Post()
  @AcceptsUpload(FLIGHT_REQUEST_UPLOAD)
  @ApiOperation({ summary: 'Save a new draft: part "flightAgreementDto" (JSON) and an optional "flightRouteImageFile" (PNG/JPEG ≤ 5 MB)' })
  @ApiBody(MULTIPART_BODY)
  @ApiCreatedResponse({ type: FlightRequestDto })
  @ApiBadRequestResponse({ description: 'Field errors; nothing is written and no file is kept' })
  async create(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<FlightRequestDto> {
    const form = await readForm(upload);
    return this.requests.create(individualOwner(caller.userId), form, upload.files(SNAPSHOT_FIELD));
  }

  @Post('simple')
  @ApiOperation({ summary: 'Save a new draft of the simple kind: name, drone, generalFlightDateTime (UTC), route' })
  @ApiCreatedResponse({ type: FlightRequestDto })
  createSimple(@CurrentCaller() caller: Caller, @Body() input: SimpleFlightRequestInputDto): Promise<FlightRequestDto> {
    const { route, ...rest } = input;
    return this.requests.create(individualOwner(caller.userId), { ...rest, simple: true, geometry: route });
  }

  @Get(':id/request')
  @ApiOkResponse({ type: FlightRequestDto })
  @ApiNotFoundResponse({ description: 'No such request of the caller' })
  @ApiHeader(LANGUAGE_HEADER)
  @Header('Vary', 'Accept-Language')
  get(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Headers('accept-language') language?: string,
  ): Promise<FlightRequestDto> {
    return this.requests.describe(individualOwner(caller.userId), id, resolveLocale(undefined, language));
  }

  @Get(':id/has-active-agreement')
  @ApiOkResponse({ type: HasActiveAgreementDto })
  hasActiveAgreement(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<HasActiveAgreementDto> {
    return this.requests.hasActiveAgreement(individualOwner(caller.userId), id);
  }

  @Get(':id/copy-flight-request')
  @ApiOperation({ summary: 'A new unsaved form copied from the request: dates, ids and the picture are not copied' })
  @ApiOkResponse({ type: FlightRequestInputDto })
  copy(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<FlightRequestInputDto> {
    return this.requests.copyForm(individualOwner(caller.userId), id) as Promise<FlightRequestInputDto>;
  }

  @Put(':id/flight-request')
  @AcceptsUpload(FLIGHT_REQUEST_UPLOAD)
  @ApiOperation({ summary: 'Rewrite a draft (multipart, as POST); without a picture part the current picture stays' })
  @ApiBody(MULTIPART_BODY)
  @ApiOkResponse({ type: FlightRequestDto })
  @ApiConflictResponse({ description: 'flights.not-editable: the request has been converted' })
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @UploadedParts() upload: ReceivedUpload,
  ): Promise<FlightRequestDto> {
    const form = await readForm(upload);
    return this.requests.update(individualOwner(caller.userId), id, form, upload.files(SNAPSHOT_FIELD));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'flights.not-deletable: only a draft can be deleted' })
  delete(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<void> {
    return this.requests.delete(individualOwner(caller.userId), id);
  }

  @Patch(':id/to-agreement')
  @ApiOperation({ summary: 'Convert a complete draft to an agreement (status CREATED); 400 names every missing field' })
  @ApiOkResponse({ type: FlightRequestDto })
  @ApiConflictResponse({ description: 'flights.not-editable: already converted' })
  toAgreement(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<FlightRequestDto> {
    return this.requests.toAgreement(individualOwner(caller.userId), id);
  }
}
