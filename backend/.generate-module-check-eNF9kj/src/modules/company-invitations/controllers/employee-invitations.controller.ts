import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CompanyAdminGuard } from '../../companies/guards/company-staff.guard';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { INVITATION_STATUS_NAMES, INVITATION_STATUSES } from '../domain/invitation-status';
import {
  CompanyInvitationCreateDto,
  CompanyInvitationDto,
  CompanyInvitationPageDto,
  CompanyInvitationQueryDto,
  FindNewEmployeeQueryDto,
  InvitationStatusListDto,
  NewEmployeeDto,
} from '../dtos/company-invitations.dto';
import { CompanyInvitationsService } from '../services/company-invitations.service';
import { CONFLICT, NOT_ADMIN, NOT_FOUND } from './responses';

const UUID = new ParseUUIDPipe({ version: undefined });

/** `/business/api/employee-invitation` (part 2 §7.17, D10): the caller's company's invitations, for its admins only. */
@ApiTags('company-invitations')
@ApiBearerAuth()
@UseGuards(CompanyAdminGuard)
@ApiForbiddenResponse(NOT_ADMIN)
@Controller('business/api/employee-invitation')
export class EmployeeInvitationsController {
  constructor(private readonly invitations: CompanyInvitationsService) {}

  @Get()
  @ApiOperation({ summary: "The company's invitations, newest first; filtered by status (EXPIRED derived) and e-mail" })
  @ApiOkResponse({ type: CompanyInvitationPageDto })
  list(@CurrentCaller() caller: Caller, @Query() query: CompanyInvitationQueryDto): Promise<CompanyInvitationPageDto> {
    return this.invitations.list(caller, query);
  }

  @Get('find-new-employee')
  @ApiOperation({ summary: 'The account of an e-mail, before inviting it (404 while nobody has signed up with it)' })
  @ApiOkResponse({ type: NewEmployeeDto })
  @ApiNotFoundResponse({ ...NOT_FOUND, description: 'No user has this e-mail (company-invitations.user-not-found)' })
  findNewEmployee(@CurrentCaller() caller: Caller, @Query() query: FindNewEmployeeQueryDto): Promise<NewEmployeeDto> {
    return this.invitations.findNewEmployee(caller, query.email);
  }

  @Get('invitation-status')
  @ApiOperation({ summary: 'The invitation-status dictionary' })
  @ApiHeader(MAP_LANGUAGE_HEADER)
  @ApiOkResponse({ type: InvitationStatusListDto })
  statuses(@Headers('accept-language') language: string | undefined): InvitationStatusListDto {
    const locale = mapLocale(language);
    return {
      data: INVITATION_STATUSES.map((code) => ({
        id: code,
        code,
        name: INVITATION_STATUS_NAMES[code][locale],
        nameEn: INVITATION_STATUS_NAMES[code].en,
      })),
    };
  }

  @Post()
  @ApiOperation({ summary: 'Invite by e-mail with staff roles: the link is e-mailed, valid 7 days' })
  @ApiCreatedResponse({ type: CompanyInvitationDto })
  @ApiConflictResponse({
    ...CONFLICT,
    description:
      'An open invitation to this e-mail exists, or its user already works for the company ' +
      '(company-invitations.open-invitation-exists, company-invitations.already-employee)',
  })
  invite(
    @CurrentCaller() caller: Caller,
    @Body() input: CompanyInvitationCreateDto,
    @Headers('origin') origin: string | undefined,
  ): Promise<CompanyInvitationDto> {
    return this.invitations.invite(caller, input, origin);
  }

  @Put('retry-send-notification/:id')
  @ApiOperation({ summary: 'Send the invitation again with a new link, valid 7 more days (sent or expired ones)' })
  @ApiOkResponse({ type: CompanyInvitationDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'Answered or cancelled (company-invitations.not-resendable)' })
  resend(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @Headers('origin') origin: string | undefined,
  ): Promise<CompanyInvitationDto> {
    return this.invitations.resend(caller, id, origin);
  }

  @Put('cancel/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a sent invitation: its link stops working' })
  @ApiOkResponse({ type: CompanyInvitationDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'Not SENT (company-invitations.not-sent)' })
  cancel(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<CompanyInvitationDto> {
    return this.invitations.cancel(caller, id);
  }
}
