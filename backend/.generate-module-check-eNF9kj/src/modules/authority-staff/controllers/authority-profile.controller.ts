import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthorityStaffGuard } from '../guards/authority-staff.guard';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { AuthorityProfileDto, AuthorityProfileInputDto } from '../dtos/authority-profile.dto';
import { AuthorityStaffCurrentDto } from '../dtos/authority-staff-current.dto';
import { AUTHORITY_AVATAR_UPLOAD, AuthorityProfileService } from '../services/authority-profile.service';
import { NOT_ADMIN, NOT_FOUND, NOT_STAFF } from './responses';

const UUID = new ParseUUIDPipe({ version: undefined });

/** `/api/authority/current` and `/api/authorities/{id}`: the caller's authority and its profile (staff only). */
@ApiTags('authority-staff')
@ApiBearerAuth()
@ApiHeader(MAP_LANGUAGE_HEADER)
@UseGuards(AuthorityStaffGuard)
@Controller('api')
export class AuthorityProfileController {
  constructor(private readonly profiles: AuthorityProfileService) {}

  @Get('authority/current')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: "The caller's authority and employee record: the authority area's starting point" })
  @ApiOkResponse({ type: AuthorityStaffCurrentDto })
  @ApiForbiddenResponse(NOT_STAFF)
  current(@CurrentCaller() caller: Caller, @Headers('accept-language') language: string | undefined): Promise<AuthorityStaffCurrentDto> {
    return this.profiles.current(caller, mapLocale(language));
  }

  @Get('authorities/:id')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: "The authority's profile (the caller's own authority only)" })
  @ApiOkResponse({ type: AuthorityProfileDto })
  @ApiForbiddenResponse(NOT_STAFF)
  @ApiNotFoundResponse(NOT_FOUND)
  get(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @Headers('accept-language') language: string | undefined,
  ): Promise<AuthorityProfileDto> {
    return this.profiles.get(caller, id, mapLocale(language));
  }

  @Patch('authorities/:id')
  @HttpCode(200)
  @ApiOperation({ summary: "Edit the profile (admins): name in the request's language, details, typed contacts" })
  @ApiOkResponse({ type: AuthorityProfileDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @Body() input: AuthorityProfileInputDto,
    @Headers('accept-language') language: string | undefined,
  ): Promise<AuthorityProfileDto> {
    return this.profiles.update(caller, id, input, mapLocale(language));
  }

  @Post('authorities/:id/avatar')
  @HttpCode(200)
  @ApiOperation({ summary: 'Upload the avatar (admins): one image (jpeg, png), at most 5 MB' })
  @AcceptsUpload(AUTHORITY_AVATAR_UPLOAD)
  @ApiBody({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: AuthorityProfileDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  uploadAvatar(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @UploadedParts() upload: ReceivedUpload,
    @Headers('accept-language') language: string | undefined,
  ): Promise<AuthorityProfileDto> {
    return this.profiles.uploadAvatar(caller, id, upload, mapLocale(language));
  }

  @Delete('authorities/:id/avatar')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove the avatar (admins)' })
  @ApiOkResponse({ type: AuthorityProfileDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  removeAvatar(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @Headers('accept-language') language: string | undefined,
  ): Promise<AuthorityProfileDto> {
    return this.profiles.removeAvatar(caller, id, mapLocale(language));
  }
}
