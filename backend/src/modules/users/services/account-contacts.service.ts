import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { normalizeEmail } from '../domain/email-address';
import { normalizePhone } from '../domain/phone';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { UserEntity } from '../entities/user.entity';
import { FieldConflictException } from '../exceptions/field-conflict.exception';
import { UsersRepository } from '../repositories/users.repository';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';
import { ProfileService } from './profile.service';
import { UsersService } from './users.service';

const EMAIL_TAKEN = 'email is already used by another account';

/** A query parameter as the HTTP server hands it over: a repeated key arrives as an array, which we refuse. */
function singleQueryValue(field: string, value: unknown): string {
  if (value === undefined) throw FieldValidationException.single(field, `${field} should not be empty`);
  if (typeof value !== 'string') throw FieldValidationException.single(field, `${field} must be a single string`);
  return value;
}

/** PUT /api/user/email and /api/user/phone: the contacts that sign-in and notifications rely on. */
@Injectable()
export class AccountContactsService {
  constructor(
    private readonly usersService: UsersService,
    private readonly users: UsersRepository,
    private readonly profiles: ProfileService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
  ) {}

  /**
   * Changes the e-mail here and at the identity provider (where it is also the login) in one transaction
   * with the embedded provider. Another account's address is a 409 on the field; the provider's unique
   * index settles a race between two people claiming the same address.
   */
  async changeEmail(principal: AuthenticatedPrincipal, value: unknown): Promise<CurrentUserDto> {
    const parsed = normalizeEmail(singleQueryValue('email', value));
    if (!parsed.ok) throw FieldValidationException.single('email', parsed.error);
    const { email } = parsed;
    const user = await this.usersService.ensureUser(principal);
    if (user.email === email) return this.profiles.currentUser(principal);
    if (await this.users.emailUsedByAnother(email, user.id)) throw new FieldConflictException('email', EMAIL_TAKEN);

    await this.dataSource.transaction(async (manager) => {
      const outcome = await this.identityProvider.changeEmail(manager, user.subject, email);
      if (outcome === 'taken') throw new FieldConflictException('email', EMAIL_TAKEN);
      if (outcome === 'notFound') throw new ConflictException('The identity provider has no account for this user');
      await manager.update(UserEntity, { id: user.id }, { email, login: email, emailChangedAt: this.clock.now() });
    });
    return this.profiles.currentUser(principal);
  }

  /** Stores the phone reduced to digits with country code 7 (spec part 1 §5, §9). */
  async changePhone(principal: AuthenticatedPrincipal, value: unknown): Promise<CurrentUserDto> {
    const parsed = normalizePhone(singleQueryValue('phone', value));
    if (!parsed.ok) throw FieldValidationException.single('phone', parsed.error);
    const user = await this.usersService.ensureUser(principal);
    await this.users.updatePhone(user.id, parsed.phone);
    return this.profiles.currentUser(principal);
  }
}
