import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { renderEmailChangeConfirmation, renderEmailChangeRequestedNotice } from '../../notifications/mail/email-change-emails';
import { EmailOutbox } from '../../notifications/services/email-outbox.service';
import { normalizeEmail } from '../domain/email-address';
import { addSeconds, EMAIL_CHANGE_RULES } from '../domain/email-change-rules';
import { hashLinkToken, newLinkToken } from '../domain/email-change-token';
import { greetingName, mailLocale } from '../domain/mail-recipient';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { TooManyAttemptsException } from '../../../common/errors/too-many-attempts.exception';
import { EmailChangesRepository } from '../repositories/email-changes.repository';
import { UsersRepository } from '../repositories/users.repository';
import { emailTaken, noEmailToTellOfChange, noPendingEmailChange } from '../users.exceptions';
import { CurrentPasswordCheck } from './current-password-check';
import { EmailChangeLinkUrls } from './email-change-link-urls';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';
import { ProfileService } from './profile.service';
import { singleQueryValue } from './single-query-value';

/**
 * PUT /api/user/email and the pending change's resend and cancel. The e-mail is the login, so one leaked
 * access token must not be enough to move it: the request needs the current password, the new address
 * takes effect only through the link sent to it (EmailChangeLinkService), and the old address is told at
 * once, with a link that cancels the change and signs the account out everywhere.
 */
@Injectable()
export class EmailChangeRequestService {
  constructor(
    private readonly users: UsersRepository,
    private readonly changes: EmailChangesRepository,
    private readonly profiles: ProfileService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly linkUrls: EmailChangeLinkUrls,
    private readonly outbox: EmailOutbox,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
  ) {}

  /**
   * Records the change as pending (replacing one pending before), e-mails the confirmation link to the new
   * address and the notice to the old one, all in one transaction; the login stays as it is. Asking for
   * the current address again cancels a pending change. An address another account has is a 409 on the
   * field, told only after the password: a token alone learns nothing about who is registered.
   */
  async request(caller: Caller, value: unknown, password: string, origin: string | undefined): Promise<CurrentUserDto> {
    const parsed = normalizeEmail(singleQueryValue('email', value));
    if (!parsed.ok) throw FieldValidationException.single('email', parsed.error);
    const { email } = parsed;
    const user = await this.profiles.userOf(caller.userId);
    await this.currentPassword.verify(user.subject, password);
    if (user.email === email) {
      await this.closePending(user.id, 'CANCELLED');
      return this.profiles.currentUser(caller);
    }
    const taken =
      (await this.users.emailUsedByAnother(email, user.id)) ||
      !(await this.identityProvider.isEmailFree(this.dataSource.manager, user.subject, email));
    if (taken) throw emailTaken();

    const now = this.clock.now();
    const locale = mailLocale(user.locale ?? caller.principal.locale);
    const name = greetingName(user);
    const confirmToken = newLinkToken();
    const undoToken = newLinkToken();
    const confirmUntil = addSeconds(now, EMAIL_CHANGE_RULES.confirmLinkTtlSeconds);
    const undoUntil = addSeconds(now, EMAIL_CHANGE_RULES.undoLinkTtlSeconds);
    await this.dataSource.transaction(async (manager) => {
      const { email: oldEmail } = await this.changes.lockUser(manager, user.id);
      if (!oldEmail) throw noEmailToTellOfChange();
      await this.changes.closePending(manager, user.id, 'SUPERSEDED', now);
      const changeId = await this.changes.insertChange(manager, { userId: user.id, oldEmail, newEmail: email, locale, requestedAt: now });
      await this.changes.insertLink(manager, changeId, 'CONFIRM', hashLinkToken(confirmToken), confirmUntil);
      await this.changes.insertLink(manager, changeId, 'UNDO', hashLinkToken(undoToken), undoUntil);
      await this.outbox.enqueue(
        manager,
        renderEmailChangeConfirmation({
          to: email,
          locale,
          name,
          url: this.linkUrls.url('confirm', confirmToken, locale, origin),
          expiresAt: confirmUntil,
        }),
      );
      await this.outbox.enqueue(
        manager,
        renderEmailChangeRequestedNotice({
          to: oldEmail,
          locale,
          name,
          newEmail: email,
          url: this.linkUrls.url('undo', undoToken, locale, origin),
          expiresAt: undoUntil,
        }),
      );
    });
    return this.profiles.currentUser(caller);
  }

  /** Sends the pending change's confirmation again with a fresh link (the earlier one stops working). */
  async resend(caller: Caller, origin: string | undefined): Promise<CurrentUserDto> {
    const user = await this.profiles.userOf(caller.userId);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await this.changes.lockUser(manager, user.id);
      const pending = await this.changes.findPending(manager, user.id);
      if (!pending) throw noPendingEmailChange();
      const wait = Math.ceil(EMAIL_CHANGE_RULES.resendIntervalSeconds - (now.getTime() - pending.confirmationSentAt.getTime()) / 1000);
      if (wait > 0) throw new TooManyAttemptsException(wait, `The confirmation e-mail was sent a moment ago; try again in ${wait} s`);
      const token = newLinkToken();
      const until = addSeconds(now, EMAIL_CHANGE_RULES.confirmLinkTtlSeconds);
      await this.changes.useLinks(manager, [pending.id], now, 'CONFIRM');
      await this.changes.insertLink(manager, pending.id, 'CONFIRM', hashLinkToken(token), until);
      await this.changes.markConfirmationSent(manager, pending.id, now);
      await this.outbox.enqueue(
        manager,
        renderEmailChangeConfirmation({
          to: pending.newEmail,
          locale: pending.locale,
          name: greetingName(user),
          url: this.linkUrls.url('confirm', token, pending.locale, origin),
          expiresAt: until,
        }),
      );
    });
    return this.profiles.currentUser(caller);
  }

  /** Drops the pending change, if any: its links stop working and the address stays as it is. */
  async cancel(caller: Caller): Promise<CurrentUserDto> {
    await this.closePending(caller.userId, 'CANCELLED');
    return this.profiles.currentUser(caller);
  }

  private async closePending(userId: string, status: 'CANCELLED'): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await this.changes.lockUser(manager, userId);
      await this.changes.closePending(manager, userId, status, now);
    });
  }
}
