import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { greetingName, mailLocale } from '../domain/mail-recipient';
import { PasswordChangeSentDto } from '../dtos/password-change-sent.dto';
import { CurrentPasswordCheck } from './current-password-check';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';
import { UsersService } from './users.service';

/**
 * PATCH /api/user/password: the password belongs to the identity provider, so the user gets its e-mail,
 * once they have proved with the current password that they are the account holder (an access token
 * alone must not be enough to reset the password).
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly usersService: UsersService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly dataSource: DataSource,
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
  ) {}

  async requestChange(principal: AuthenticatedPrincipal, password: string): Promise<PasswordChangeSentDto> {
    const user = await this.usersService.ensureUser(principal);
    await this.currentPassword.verify(user.subject, password);
    const email = user.email ?? principal.email;
    if (!email) throw new ConflictException('The account has no e-mail address to send the password-change link to');
    const request = { subject: user.subject, email, name: greetingName(user), locale: mailLocale(user.locale ?? principal.locale) };
    const outcome = await this.dataSource.transaction((manager) => this.identityProvider.sendPasswordChangeEmail(manager, request));
    if (outcome === 'notFound') throw new ConflictException('The identity provider has no account for this user');
    return { email };
  }
}
