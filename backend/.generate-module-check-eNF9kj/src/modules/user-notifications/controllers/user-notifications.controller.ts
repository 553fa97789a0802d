import { Controller, Get, Header, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { resolveLocale } from '../../dictionaries/domain/locale';
import { UserNotificationQueryDto } from '../dtos/user-notification-query.dto';
import { UserNotificationPageDto } from '../dtos/user-notification.dto';
import { UserNotificationsService } from '../services/user-notifications.service';

/** `/api/user/current/notifications`: the caller's website notifications (the shell's bell). */
@ApiTags('user-notifications')
@ApiBearerAuth()
@Controller('api/user/current/notifications')
export class UserNotificationsController {
  constructor(private readonly notifications: UserNotificationsService) {}

  @Get()
  @Header('Vary', 'Accept-Language')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The caller's notifications, newest first, texts in the request's language, with the unread count" })
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'Language of titles and texts: ru (default) or en' })
  @ApiOkResponse({ type: UserNotificationPageDto })
  list(
    @CurrentCaller() caller: Caller,
    @Query() query: UserNotificationQueryDto,
    @Headers('accept-language') language?: string,
  ): Promise<UserNotificationPageDto> {
    return this.notifications.list(caller.userId, query, resolveLocale(undefined, language));
  }

  @Patch('read-all')
  @HttpCode(204)
  @ApiOperation({ summary: "Marks every one of the caller's notifications read" })
  @ApiNoContentResponse({ description: 'all read' })
  async readAll(@CurrentCaller() caller: Caller): Promise<void> {
    await this.notifications.markAllRead(caller.userId);
  }

  @Patch(':id/read')
  @HttpCode(204)
  @ApiOperation({ summary: 'Marks one notification read (again: no change)' })
  @ApiNoContentResponse({ description: 'read' })
  @ApiNotFoundResponse({ description: "No such notification of the caller (another user's id answers the same)" })
  async read(@CurrentCaller() caller: Caller, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<void> {
    await this.notifications.markRead(caller.userId, id);
  }
}
