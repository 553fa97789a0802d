import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsBoolean, IsDefined, IsIn } from 'class-validator';
import { NestedObjectList } from '../../../common/validation/nested.decorator';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_METHODS,
  type NotificationCategory,
  type NotificationMethod,
} from '../domain/notification-settings';

export class NotificationSettingDto {
  @ApiProperty({ enum: NOTIFICATION_METHODS })
  @IsIn(NOTIFICATION_METHODS)
  method!: NotificationMethod;

  @ApiProperty({ enum: NOTIFICATION_CATEGORIES })
  @IsIn(NOTIFICATION_CATEGORIES)
  category!: NotificationCategory;

  @ApiProperty()
  @IsDefined()
  @IsBoolean()
  enabled!: boolean;
}

/**
 * GET answer and PATCH body of /api/user/current/notification/settings. The answer lists all nine
 * method × category pairs; a PATCH may list only the pairs it changes.
 */
export class NotificationSettingsDto {
  @ApiProperty({ type: [NotificationSettingDto] })
  @NestedObjectList(() => NotificationSettingDto)
  @ArrayMaxSize(NOTIFICATION_METHODS.length * NOTIFICATION_CATEGORIES.length)
  settings!: NotificationSettingDto[];
}
