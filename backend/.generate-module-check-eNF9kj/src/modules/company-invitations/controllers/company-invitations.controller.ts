import { Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { CompanyInvitationAcceptedDto, CompanyInvitationViewDto } from '../dtos/company-invitation-view.dto';
import { InviteeInvitationsService } from '../services/invitee-invitations.service';
import { LINK_NOT_FOUND } from './responses';

const OTHER_EMAIL = { type: ErrorBodyDto, description: "The caller's e-mail is not the invited one (company-invitations.other-email)" };

/**
 * `/api/company-invitations/{token}` (D1, D10): the invitee's side of a company's invitation, for any signed-in user
 * (the invitee signs up like anyone). The token of the e-mailed link is the credential that names the invitation.
 */
@ApiTags('company-invitations')
@ApiBearerAuth()
@Controller('api/company-invitations')
export class CompanyInvitationsController {
  constructor(private readonly invitations: InviteeInvitationsService) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The open invitation of this link: company, roles, position, invited e-mail' })
  @ApiOkResponse({ type: CompanyInvitationViewDto })
  @ApiNotFoundResponse(LINK_NOT_FOUND)
  get(@Param('token') token: string): Promise<CompanyInvitationViewDto> {
    return this.invitations.get(token);
  }

  @Post(':token/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept: the caller joins the company's staff with the invited roles" })
  @ApiOkResponse({ type: CompanyInvitationAcceptedDto })
  @ApiNotFoundResponse(LINK_NOT_FOUND)
  @ApiForbiddenResponse(OTHER_EMAIL)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Employed elsewhere already (company-invitations.already-employed)' })
  accept(@CurrentCaller() caller: Caller, @Param('token') token: string): Promise<CompanyInvitationAcceptedDto> {
    return this.invitations.accept(caller, token);
  }

  @Post(':token/decline')
  @HttpCode(204)
  @ApiOperation({ summary: 'Decline: the invitation is DECLINED and its link stops working' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse(LINK_NOT_FOUND)
  @ApiForbiddenResponse(OTHER_EMAIL)
  decline(@CurrentCaller() caller: Caller, @Param('token') token: string): Promise<void> {
    return this.invitations.decline(caller, token);
  }
}
