import { ApiProperty } from '@nestjs/swagger';

const CATEGORIES = ['FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE', 'COMPANY'];

/** One website notification, its texts in the request's language. */
export class UserNotificationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CATEGORIES, enumName: 'UserNotificationCategory' }) category!:
    'FLIGHT_AGREEMENT_STATUS' | 'EMERGENCY_MSG_DURING_FLIGHT' | 'MARKETPLACE' | 'COMPANY';
  @ApiProperty({ example: 'authority.approved', description: 'What happened, for the front end to pick an icon' }) event!: string;
  @ApiProperty({ example: 'Заявка согласована' }) title!: string;
  @ApiProperty({ example: 'Московский зональный центр согласовал заявку «Съёмка парка».' }) body!: string;
  @ApiProperty({ type: String, nullable: true, example: '/flight/requests/7d0c…/agreement/', description: 'A path of the portal' })
  link!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() read!: boolean;
}

export class UserNotificationPageMetaDto {
  @ApiProperty({ description: 'Notifications matching the query (unread ones only with unread=true)' }) totalCount!: number;
  @ApiProperty({ description: 'Unread notifications of the user, whatever the query' }) unreadCount!: number;
}

export class UserNotificationPageDto {
  @ApiProperty({ type: [UserNotificationDto] }) data!: UserNotificationDto[];
  @ApiProperty({ type: UserNotificationPageMetaDto }) meta!: UserNotificationPageMetaDto;
}
