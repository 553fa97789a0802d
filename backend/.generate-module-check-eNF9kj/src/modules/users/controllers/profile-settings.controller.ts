import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { NotificationSettingsDto } from '../dtos/notification-settings.dto';
import { AvatarDto, OrganizationViewDto } from '../dtos/profile.dto';
import { LocalityDto, MissionCategoriesDto, OrganizationDto, RequisitesDto, RequisitesResultDto } from '../dtos/profile-settings.dto';
import { AVATAR_UPLOAD, AvatarService } from '../services/avatar.service';
import { NotificationSettingsService } from '../services/notification-settings.service';
import { ProfileSettingsService } from '../services/profile-settings.service';

/** The profile's settings under `/api/user/current/...` (docs/requirements.md#users-profile). */
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
  setLocality(@CurrentCaller() caller: Caller, @Body() dto: LocalityDto): Promise<LocalityDto> {
    return this.settings.setLocality(caller.userId, dto);
  }

  @Patch('profile/requisites')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the bank account; account numbers are checked against the BIK' })
  @ApiOkResponse({ type: RequisitesResultDto })
  setRequisites(@CurrentCaller() caller: Caller, @Body() dto: RequisitesDto): Promise<RequisitesResultDto> {
    return this.settings.setRequisites(caller.userId, dto.bankAccount);
  }

  @Patch('profile/mission-categories')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the mission categories (MISSION_CATEGORIES dictionary ids)' })
  @ApiOkResponse({ type: MissionCategoriesDto })
  setMissionCategories(@CurrentCaller() caller: Caller, @Body() dto: MissionCategoriesDto): Promise<MissionCategoriesDto> {
    return this.settings.setMissionCategories(caller.userId, dto);
  }

  @Put('organization')
  @ApiOperation({ summary: 'Set the organisation the individual works for' })
  @ApiOkResponse({ type: OrganizationViewDto })
  setOrganization(@CurrentCaller() caller: Caller, @Body() dto: OrganizationDto): Promise<OrganizationViewDto> {
    return this.settings.setOrganization(caller.userId, dto);
  }

  @Get('notification/settings')
  @ApiOperation({ summary: 'Notification settings: every method × category with enabled' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  notificationSettings(@CurrentCaller() caller: Caller): Promise<NotificationSettingsDto> {
    return this.notifications.get(caller.userId);
  }

  @Patch('notification/settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change some notification settings; answers all of them' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  updateNotificationSettings(@CurrentCaller() caller: Caller, @Body() dto: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    return this.notifications.update(caller.userId, dto);
  }

  @Post('profile/avatar')
  @HttpCode(200)
  @ApiOperation({ summary: 'Upload the avatar: one image (jpeg, png, gif), at most 5 MB' })
  @AcceptsUpload(AVATAR_UPLOAD)
  @ApiBody({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: AvatarDto })
  uploadAvatar(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<AvatarDto> {
    return this.avatars.upload(caller.userId, upload);
  }

  @Delete('profile/avatar')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove the avatar' })
  @ApiNoContentResponse()
  removeAvatar(@CurrentCaller() caller: Caller): Promise<void> {
    return this.avatars.remove(caller.userId);
  }
}
