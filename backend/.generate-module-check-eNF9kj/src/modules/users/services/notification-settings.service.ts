import { Injectable } from '@nestjs/common';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { completeSettings } from '../domain/notification-settings';
import { NotificationSettingsDto } from '../dtos/notification-settings.dto';
import { NotificationSettingsRepository } from '../repositories/notification-settings.repository';

/** GET and PATCH /api/user/current/notification/settings: methods × categories, each on or off. */
@Injectable()
export class NotificationSettingsService {
  constructor(private readonly settings: NotificationSettingsRepository) {}

  async get(userId: string): Promise<NotificationSettingsDto> {
    return { settings: completeSettings(await this.settings.findByUserId(userId)) };
  }

  /** Stores the listed pairs (others keep their value) and answers the complete list. */
  async update(userId: string, dto: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    const seen = new Set<string>();
    dto.settings.forEach(({ method, category }, index) => {
      const key = `${method}/${category}`;
      if (seen.has(key)) throw FieldValidationException.single(`settings.${index}`, `settings lists ${key} more than once`);
      seen.add(key);
    });
    await this.settings.upsert(
      userId,
      dto.settings.map(({ method, category, enabled }) => ({ method, category, enabled })),
    );
    return this.get(userId);
  }
}
