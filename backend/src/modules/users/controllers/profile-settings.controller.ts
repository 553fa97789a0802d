import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentPrincipal } from '../../../common/auth/current-principal.decorator';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { NotificationSettingsDto } from '../dtos/notification-settings.dto';
import { AvatarDto, OrganizationViewDto } from '../dtos/profile.dto';
import { LocalityDto, MissionCategoriesDto, OrganizationDto, RequisitesDto, RequisitesResultDto } from '../dtos/profile-settings.dto';
import { AvatarService } from '../services/avatar.service';
import { NotificationSettingsService } from '../services/notification-settings.service';
import { ProfileSettingsService } from '../services/profile-settings.service';

/** The profile's settings under `/api/user/current/...` (spec part 1 §7, part 2 §7.12). */
@ApiTags('user')
@ApiBearerAuth()
@Controller('api/user/current')
export class ProfileSettingsController {
  constructor(
    private readonly settings: ProfileSettingsService,
    private readonly notifications: NotificationSettingsService,
    private readonly avatars: AvatarService,
  ) {}

  @Patch('profile/locality')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the locality (a LOCALITIES dictionary id)' })
  @ApiOkResponse({ type: LocalityDto })
  setLocality(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Body() dto: LocalityDto): Promise<LocalityDto> {
    return this.settings.setLocality(principal, dto);
  }

  @Patch('profile/requisites')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the bank account; account numbers are checked against the BIK' })
  @ApiOkResponse({ type: RequisitesResultDto })
  setRequisites(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Body() dto: RequisitesDto): Promise<RequisitesResultDto> {
    return this.settings.setRequisites(principal, dto.bankAccount);
  }

  @Patch('profile/mission-categories')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the mission categories (MISSION_CATEGORIES dictionary ids)' })
  @ApiOkResponse({ type: MissionCategoriesDto })
  setMissionCategories(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Body() dto: MissionCategoriesDto): Promise<MissionCategoriesDto> {
    return this.settings.setMissionCategories(principal, dto);
  }

  @Put('organization')
  @ApiOperation({ summary: 'Set the organisation the individual works for' })
  @ApiOkResponse({ type: OrganizationViewDto })
  setOrganization(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Body() dto: OrganizationDto): Promise<OrganizationViewDto> {
    return this.settings.setOrganization(principal, dto);
  }

  @Get('notification/settings')
  @ApiOperation({ summary: 'Notification settings: every method × category with enabled' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  notificationSettings(@CurrentPrincipal() principal: AuthenticatedPrincipal): Promise<NotificationSettingsDto> {
    return this.notifications.get(principal);
  }

  @Patch('notification/settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change some notification settings; answers all of them' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  updateNotificationSettings(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Body() dto: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    return this.notifications.update(principal, dto);
  }

  @Post('profile/avatar')
  @HttpCode(200)
  @ApiOperation({ summary: 'Upload the avatar: one image (jpeg, png, gif), at most 5 MB' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: AvatarDto })
  uploadAvatar(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Req() request: FastifyRequest): Promise<AvatarDto> {
    return this.avatars.upload(principal, request.raw);
  }

  @Delete('profile/avatar')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove the avatar' })
  @ApiNoContentResponse()
  removeAvatar(@CurrentPrincipal() principal: AuthenticatedPrincipal): Promise<void> {
    return this.avatars.remove(principal);
  }
}
