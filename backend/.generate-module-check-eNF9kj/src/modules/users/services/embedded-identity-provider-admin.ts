import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import {
  changeAccountEmail,
  checkAccountPassword,
  isEmailFreeFor,
  issuePasswordChangeLink,
  revokeAccountSessions,
} from '../../auth-server';
import { renderPasswordChangeEmail } from '../../notifications/mail/password-change-email';
import { EmailOutbox } from '../../notifications/services/email-outbox.service';
import { USERS_CONFIG, type UsersConfig } from '../users.config';
import type {
  IdentityProviderAdmin,
  PasswordChangeRequest,
  ProviderEmailChange,
  ProviderPasswordChange,
  ProviderPasswordCheck,
} from './identity-provider-admin';

/**
 * The embedded provider (modules/auth-server) keeps its accounts and sessions in this database, so its
 * changes join the caller's transaction: the e-mail change commits with the profile's copy of the address,
 * and the password-change link exists exactly when its outbox e-mail does. The link points at the issuer's
 * `/login-actions/action-token` page, which whichever instance serves the realm answers.
 */
@Injectable()
export class EmbeddedIdentityProviderAdmin implements IdentityProviderAdmin {
  constructor(
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
    private readonly outbox: EmailOutbox,
  ) {}

  checkPassword(manager: EntityManager, subject: string, password: string): Promise<ProviderPasswordCheck> {
    return checkAccountPassword(manager, subject, password);
  }

  isEmailFree(manager: EntityManager, subject: string, email: string): Promise<boolean> {
    return isEmailFreeFor(manager, subject, email);
  }

  changeEmail(manager: EntityManager, subject: string, email: string): Promise<ProviderEmailChange> {
    return changeAccountEmail(manager, subject, email);
  }

  async sendPasswordChangeEmail(manager: EntityManager, request: PasswordChangeRequest): Promise<ProviderPasswordChange> {
    const link = await issuePasswordChangeLink(manager, {
      issuer: this.appConfig.auth.issuer,
      accountId: request.subject,
      locale: request.locale,
      ttlSeconds: this.config.passwordChangeLinkTtlSeconds,
    });
    if (!link) return 'notFound';
    await this.outbox.enqueue(
      manager,
      renderPasswordChangeEmail({
        to: request.email,
        locale: request.locale,
        name: request.name,
        url: link.url,
        expiresAt: link.expiresAt,
      }),
    );
    return 'sent';
  }

  signOutEverywhere(manager: EntityManager, subject: string): Promise<void> {
    return revokeAccountSessions(manager, subject);
  }
}
