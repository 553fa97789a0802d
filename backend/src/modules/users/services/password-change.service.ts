import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { PasswordChangeSentDto } from '../dtos/password-change-sent.dto';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';
import { UsersService } from './users.service';

/** PATCH /api/user/password: the password belongs to the identity provider, so the user gets its e-mail. */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly usersService: UsersService,
    private readonly dataSource: DataSource,
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
  ) {}

  async requestChange(principal: AuthenticatedPrincipal): Promise<PasswordChangeSentDto> {
    const user = await this.usersService.ensureUser(principal);
    const email = user.email ?? principal.email;
    if (!email) throw new ConflictException('The account has no e-mail address to send the password-change link to');
    const locale = (user.locale ?? principal.locale ?? 'ru').startsWith('en') ? 'en' : 'ru';
    const name = user.firstName ? [user.firstName, user.patronymic].filter(Boolean).join(' ') : null;
    const outcome = await this.dataSource.transaction((manager) =>
      this.identityProvider.sendPasswordChangeEmail(manager, { subject: user.subject, email, name, locale }),
    );
    if (outcome === 'notFound') throw new ConflictException('The identity provider has no account for this user');
    return { email };
  }
}
