import { Controller, Get, Header, Headers, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { AuthorityInvitationDto, AuthorityStaffCurrentDto } from '../dtos/authority-staff-current.dto';
import { AuthorityInvitationsService } from '../services/authority-invitations.service';

const UNKNOWN = { type: ErrorBodyDto, description: 'Unknown, used or expired (authority-staff.invitation-not-found)' };

/**
 * `/api/authority-invitations/{token}`: the invitee's side of an invitation, for any signed-in user (the
 * invitee signs up like anyone). The token of the e-mailed link is the credential that names the invitation.
 */
@ApiTags('authority-staff')
@ApiBearerAuth()
@ApiHeader(MAP_LANGUAGE_HEADER)
@Controller('api/authority-invitations')
export class AuthorityInvitationsController {
  constructor(private readonly invitations: AuthorityInvitationsService) {}

  @Get(':token')
  @Header('Vary', 'Accept-Language')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The invitation of this link: authority, position, invited e-mail' })
  @ApiOkResponse({ type: AuthorityInvitationDto })
  @ApiNotFoundResponse(UNKNOWN)
  get(@Param('token') token: string, @Headers('accept-language') language: string | undefined): Promise<AuthorityInvitationDto> {
    return this.invitations.get(token, mapLocale(language));
  }

  @Post(':token/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept the invitation: the caller joins the authority's staff" })
  @ApiOkResponse({ type: AuthorityStaffCurrentDto })
  @ApiNotFoundResponse(UNKNOWN)
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: "The caller's e-mail is not the invited one (authority-staff.invitation-other-email)",
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Employed elsewhere already (authority-staff.already-employed)' })
  accept(
    @CurrentCaller() caller: Caller,
    @Param('token') token: string,
    @Headers('accept-language') language: string | undefined,
  ): Promise<AuthorityStaffCurrentDto> {
    return this.invitations.accept(caller, token, mapLocale(language));
  }
}
