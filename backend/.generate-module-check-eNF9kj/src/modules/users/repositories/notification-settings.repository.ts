import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { NotificationSettingRow } from '../entities/notification-setting.row';

/** `user_notification_settings`: only the pairs a user chose explicitly. */
@Injectable()
export class NotificationSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findByUserId(userId: string): Promise<NotificationSettingRow[]> {
    return this.db.query('SELECT method, category, enabled FROM user_notification_settings WHERE user_id = $1', [userId]);
  }

  /** Stores the listed pairs in one statement; the others keep their value. */
  async upsert(userId: string, settings: readonly NotificationSettingRow[]): Promise<void> {
    if (settings.length === 0) return;
    await this.db.query(
      `INSERT INTO user_notification_settings (user_id, method, category, enabled)
       SELECT $1, s.method, s.category, s.enabled FROM unnest($2::text[], $3::text[], $4::boolean[]) AS s (method, category, enabled)
       ON CONFLICT (user_id, method, category) DO UPDATE SET enabled = EXCLUDED.enabled`,
      [userId, settings.map((s) => s.method), settings.map((s) => s.category), settings.map((s) => s.enabled)],
    );
  }
}
