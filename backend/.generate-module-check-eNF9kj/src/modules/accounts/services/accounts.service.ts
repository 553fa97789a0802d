import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { CallerAccounts } from '../../../common/auth/caller-accounts';
import { TtlLruCache } from '../../../common/auth/ttl-lru-cache';
import { Clock } from '../../../common/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { AccountRow } from '../entities/account.row';
import { AccountsRepository } from '../repositories/accounts.repository';

/** The users table's name columns are varchar(100); a token's names are cut to fit rather than failing the call. */
const NAME_MAX_LENGTH = 100;

/**
 * Subject → user id, for every authenticated call. A user's id never changes for its subject and the
 * platform never deletes users; a row removed by hand cannot have owned anything the readers list (the
 * foreign keys to users refuse to delete an owner of drones or files), so a remembered id can at worst find
 * nothing, and the ttl bounds even that. The claims are part of the entry so that a token with another
 * login or e-mail goes through ensureAccount and refreshes the row.
 */
const USER_IDS = { maxEntries: 10_000, ttlMs: 60_000 };

interface KnownUser {
  id: string;
  login: string;
  email: string | null;
}

/**
 * The accounts core, below every domain: the platform user behind a verified token, created just in time
 * on its first authenticated call. The auth guard resolves every caller through it (CallerAccounts), so
 * domains receive `{ principal, userId }` and never call this themselves.
 */
@Injectable()
export class AccountsService extends CallerAccounts {
  private readonly ids = new TtlLruCache<string, KnownUser>(USER_IDS);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /**
   * The caller's user id, remembered per subject for a minute while the token carries the login and e-mail
   * last seen for it (a changed claim takes the full path and its refresh).
   */
  async userIdOf(principal: AuthenticatedPrincipal): Promise<string> {
    const email = principal.email ?? null;
    const known = this.ids.get(principal.subject);
    if (known && known.login === principal.login && known.email === email) return known.id;
    const { id } = await this.ensureAccount(principal);
    this.ids.set(principal.subject, { id, login: principal.login, email });
    return id;
  }

  /**
   * Returns the caller's account, creating the user on the first authenticated call from the token's claims
   * (names only then: afterwards the user edits them in the profile). Login and e-mail belong to the
   * identity provider and are refreshed whenever the token says otherwise.
   */
  async ensureAccount(principal: AuthenticatedPrincipal): Promise<AccountRow> {
    const existing = await this.accounts.findBySubject(principal.subject);
    if (existing) return this.refreshAccount(existing, principal);
    await this.accounts.insertIfAbsent({
      subject: principal.subject,
      login: principal.login,
      email: principal.email ?? null,
      locale: principal.locale ?? null,
      firstName: truncateName(principal.givenName),
      lastName: truncateName(principal.familyName),
    });
    const created = await this.accounts.findBySubject(principal.subject);
    if (!created) throw new Error(`User ${principal.subject} vanished right after it was created`);
    return created;
  }

  /**
   * After the user changes their e-mail here (PUT /api/user/email, which also changes it at the provider),
   * tokens issued before the change still carry the old address for up to one access-token lifetime; for
   * that long the token's login and e-mail are not copied back over the new ones.
   */
  private async refreshAccount(account: AccountRow, principal: AuthenticatedPrincipal): Promise<AccountRow> {
    const email = principal.email ?? null;
    if (account.login === principal.login && account.email === email) return account;
    const staleTokenWindowMs = this.config.auth.accessTokenTtlSeconds * 1000;
    if (account.emailChangedAt && this.clock.now().getTime() - account.emailChangedAt.getTime() < staleTokenWindowMs) return account;
    await this.accounts.updateAccount(account.id, { login: principal.login, email });
    return { ...account, login: principal.login, email };
  }
}

function truncateName(name: string | undefined): string | null {
  return name ? name.slice(0, NAME_MAX_LENGTH) : null;
}
