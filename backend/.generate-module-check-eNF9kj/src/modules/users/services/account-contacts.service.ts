import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { normalizePhone } from '../domain/phone';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { UsersRepository } from '../repositories/users.repository';
import { ProfileService } from './profile.service';
import { singleQueryValue } from './single-query-value';

/**
 * PUT /api/user/phone. (The e-mail, which is also the login, changes through a confirmed request:
 * EmailChangeRequestService.)
 */
@Injectable()
export class AccountContactsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly profiles: ProfileService,
  ) {}

  /** Stores the phone reduced to digits with country code 7 (docs/requirements.md#users-contacts). */
  async changePhone(caller: Caller, value: unknown): Promise<CurrentUserDto> {
    const parsed = normalizePhone(singleQueryValue('phone', value));
    if (!parsed.ok) throw FieldValidationException.single('phone', parsed.error);
    await this.users.updatePhone(caller.userId, parsed.phone);
    return this.profiles.currentUser(caller);
  }
}
