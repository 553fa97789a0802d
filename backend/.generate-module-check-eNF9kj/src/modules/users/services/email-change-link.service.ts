import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { renderEmailChangedNotice } from '../../notifications/mail/email-change-emails';
import { EmailOutbox } from '../../notifications/services/email-outbox.service';
import { addSeconds, EMAIL_CHANGE_RULES } from '../domain/email-change-rules';
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from '../domain/email-change-token';
import { greetingName } from '../domain/mail-recipient';
import { EmailChangeResultDto } from '../dtos/email-change-link.dto';
import type { UserRow } from '../entities/user.row';
import { EmailChangesRepository, type EmailChangeLink, type EmailChangeLinkPurpose } from '../repositories/email-changes.repository';
import { UsersRepository } from '../repositories/users.repository';
import {
  emailChangeLinkExpired,
  emailChangeLinkUnknown,
  emailChangeLinkUsed,
  emailTaken,
  identityProviderAccountMissing,
} from '../users.exceptions';
import { AccountSignOut } from './account-sign-out';
import { EmailChangeLinkUrls } from './email-change-link-urls';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';

/**
 * The two public calls behind the e-mailed links, reached from the shell's landing pages: confirming the
 * new address (it becomes the e-mail and login, the old address is told and can undo it) and undoing a
 * change from the old address (the old address comes back, later changes are closed, every session ends
 * and a password-change link goes to the restored address: whoever made the change knew the password).
 * A link works once, until it expires; the secret is the credential, so no sign-in is needed.
 */
@Injectable()
export class EmailChangeLinkService {
  constructor(
    private readonly changes: EmailChangesRepository,
    private readonly users: UsersRepository,
    private readonly linkUrls: EmailChangeLinkUrls,
    private readonly outbox: EmailOutbox,
    private readonly signOut: AccountSignOut,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
  ) {}

  async confirm(token: string, origin: string | undefined): Promise<EmailChangeResultDto> {
    return this.useLink(token, 'CONFIRM', async (manager, { change }, user, now) => {
      if (change.status !== 'PENDING') throw emailChangeLinkUsed();
      await this.moveAddress(manager, user, change.newEmail, now);
      await this.changes.useLinks(manager, [change.id], now, 'CONFIRM');
      await this.changes.markConfirmed(manager, change.id, now);
      const undoToken = newLinkToken();
      const undoUntil = addSeconds(now, EMAIL_CHANGE_RULES.undoLinkTtlSeconds);
      await this.changes.insertLink(manager, change.id, 'UNDO', hashLinkToken(undoToken), undoUntil);
      await this.outbox.enqueue(
        manager,
        renderEmailChangedNotice({
          to: change.oldEmail,
          locale: change.locale,
          name: greetingName(user),
          newEmail: change.newEmail,
          changedAt: now,
          url: this.linkUrls.url('undo', undoToken, change.locale, origin),
          expiresAt: undoUntil,
        }),
      );
      return { email: change.newEmail };
    });
  }

  async undo(token: string): Promise<EmailChangeResultDto> {
    return this.useLink(token, 'UNDO', async (manager, { change }, user, now) => {
      if (change.status === 'CANCELLED' || change.status === 'UNDONE') throw emailChangeLinkUsed();
      await this.moveAddress(manager, user, change.oldEmail, now);
      await this.changes.closeFrom(manager, user.id, change.requestedAt, now);
      await this.signOut.signOutEverywhere(manager, user.subject);
      // The change was made with the password: the owner should choose a new one before anything else.
      await this.identityProvider.sendPasswordChangeEmail(manager, {
        subject: user.subject,
        email: change.oldEmail,
        name: greetingName(user),
        locale: change.locale,
      });
      return { email: change.oldEmail };
    });
  }

  /**
   * Opens the link in a transaction that holds the user's row and the link's row (so a double click uses
   * it once), refuses an unknown, used or expired one, and runs `use` with it.
   */
  private async useLink(
    token: string,
    purpose: EmailChangeLinkPurpose,
    use: (manager: EntityManager, link: EmailChangeLink, user: UserRow, now: Date) => Promise<EmailChangeResultDto>,
  ): Promise<EmailChangeResultDto> {
    if (!isWellFormedLinkToken(token)) throw emailChangeLinkUnknown();
    const hash = hashLinkToken(token);
    const found = await this.changes.findLink(this.dataSource.manager, hash);
    if (!found || found.purpose !== purpose) throw emailChangeLinkUnknown();
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      await this.changes.lockUser(manager, found.change.userId);
      const link = (await this.changes.findLink(manager, hash, true)) as EmailChangeLink;
      if (link.usedAt) throw emailChangeLinkUsed();
      if (link.expiresAt.getTime() <= now.getTime()) throw emailChangeLinkExpired();
      const user = await this.users.findById(link.change.userId, manager);
      // A change belongs to its user (a foreign key), and the platform never deletes users.
      if (!user) throw new Error(`User ${link.change.userId} of an e-mail change has no row`);
      return use(manager, link, user, now);
    });
  }

  /**
   * Makes `email` the account's e-mail and login, here and at the identity provider (whose unique index
   * settles a race for the address). Nothing to do when it already is.
   */
  private async moveAddress(manager: EntityManager, user: UserRow, email: string, now: Date): Promise<void> {
    if (user.email === email && user.login === email) return;
    if (await this.changes.emailUsedByAnother(manager, email, user.id)) throw emailTaken();
    const outcome = await this.identityProvider.changeEmail(manager, user.subject, email);
    if (outcome === 'taken') throw emailTaken();
    if (outcome === 'notFound') throw identityProviderAccountMissing();
    await this.users.moveAddress(manager, user.id, email, now);
  }
}
