import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { completeSettings } from '../domain/notification-settings';
import { NotificationSettingsDto } from '../dtos/notification-settings.dto';
import { NotificationSettingEntity } from '../entities/notification-setting.entity';
import { UsersService } from './users.service';

/** GET and PATCH /api/user/current/notification/settings: methods × categories, each on or off. */
@Injectable()
export class NotificationSettingsService {
  constructor(
    private readonly usersService: UsersService,
    private readonly dataSource: DataSource,
  ) {}

  async get(principal: AuthenticatedPrincipal): Promise<NotificationSettingsDto> {
    const user = await this.usersService.ensureUser(principal);
    const stored = await this.dataSource.getRepository(NotificationSettingEntity).findBy({ userId: user.id });
    return { settings: completeSettings(stored) };
  }

  /** Stores the listed pairs (others keep their value) and answers the complete list. */
  async update(principal: AuthenticatedPrincipal, dto: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    const seen = new Set<string>();
    dto.settings.forEach(({ method, category }, index) => {
      const key = `${method}/${category}`;
      if (seen.has(key)) throw FieldValidationException.single(`settings.${index}`, `settings lists ${key} more than once`);
      seen.add(key);
    });
    const user = await this.usersService.ensureUser(principal);
    if (dto.settings.length > 0) {
      await this.dataSource
        .getRepository(NotificationSettingEntity)
        .upsert(dto.settings.map(({ method, category, enabled }) => ({ userId: user.id, method, category, enabled })), ['userId', 'method', 'category']);
    }
    return this.get(principal);
  }
}
