import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NotificationCategory, NotificationMethod } from '../domain/notification-settings';

/** A user's explicit choice for one method × category; absent pairs follow the defaults. */
@Entity({ name: 'user_notification_settings' })
export class NotificationSettingEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'text' })
  method!: NotificationMethod;

  @PrimaryColumn({ type: 'text' })
  category!: NotificationCategory;

  @Column({ type: 'boolean' })
  enabled!: boolean;
}
