import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { greetingName, mailLocale } from '../domain/mail-recipient';
import { PasswordChangeSentDto } from '../dtos/password-change-sent.dto';
import { identityProviderAccountMissing, noEmailForPasswordChange } from '../users.exceptions';
import { CurrentPasswordCheck } from './current-password-check';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';
import { ProfileService } from './profile.service';

/**
 * PATCH /api/user/password: the password belongs to the identity provider, so the user gets its e-mail,
 * once they have proved with the current password that they are the account holder (an access token
 * alone must not be enough to reset the password).
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly profiles: ProfileService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly dataSource: DataSource,
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
  ) {}

  async requestChange(caller: Caller, password: string): Promise<PasswordChangeSentDto> {
    const { principal } = caller;
    const user = await this.profiles.userOf(caller.userId);
    await this.currentPassword.verify(user.subject, password);
    const email = user.email ?? principal.email;
    if (!email) throw noEmailForPasswordChange();
    const request = { subject: user.subject, email, name: greetingName(user), locale: mailLocale(user.locale ?? principal.locale) };
    const outcome = await this.dataSource.transaction((manager) => this.identityProvider.sendPasswordChangeEmail(manager, request));
    if (outcome === 'notFound') throw identityProviderAccountMissing();
    return { email };
  }
}
