import { Injectable } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { normalizePhone } from '../domain/phone';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { UsersRepository } from '../repositories/users.repository';
import { ProfileService } from './profile.service';
import { singleQueryValue } from './single-query-value';
import { UsersService } from './users.service';

/**
 * PUT /api/user/phone. (The e-mail, which is also the login, changes through a confirmed request:
 * EmailChangeRequestService.)
 */
@Injectable()
export class AccountContactsService {
  constructor(
    private readonly usersService: UsersService,
    private readonly users: UsersRepository,
    private readonly profiles: ProfileService,
  ) {}

  /** Stores the phone reduced to digits with country code 7 (spec part 1 §5, §9). */
  async changePhone(principal: AuthenticatedPrincipal, value: unknown): Promise<CurrentUserDto> {
    const parsed = normalizePhone(singleQueryValue('phone', value));
    if (!parsed.ok) throw FieldValidationException.single('phone', parsed.error);
    const user = await this.usersService.ensureUser(principal);
    await this.users.updatePhone(user.id, parsed.phone);
    return this.profiles.currentUser(principal);
  }
}
