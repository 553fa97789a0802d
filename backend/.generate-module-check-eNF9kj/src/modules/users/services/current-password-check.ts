import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { CURRENT_PASSWORD_ERROR } from '../dtos/current-password.dto';
import { identityProviderAccountMissing } from '../users.exceptions';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';
import { PasswordAttemptLimiter } from './password-attempt-limiter';

/**
 * Proves that the caller of a sensitive change (e-mail, password) is the account holder and not just the
 * holder of a leaked access token: the current password, checked by the identity provider, throttled per
 * account. A wrong password is a 400 on `currentPassword` worded as a missing one.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly limiter: PasswordAttemptLimiter,
    private readonly dataSource: DataSource,
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
  ) {}

  async verify(subject: string, password: string): Promise<void> {
    let missingAccount = false;
    const valid = await this.limiter.attempt(subject, async () => {
      const outcome = await this.identityProvider.checkPassword(this.dataSource.manager, subject, password);
      missingAccount = outcome === 'notFound';
      return outcome === 'valid';
    });
    if (missingAccount) throw identityProviderAccountMissing();
    if (!valid) throw FieldValidationException.single('currentPassword', CURRENT_PASSWORD_ERROR);
  }
}
