import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { TtlLruCache } from '../../../common/auth/ttl-lru-cache';
import { Clock } from '../../../common/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { NAME_MAX_LENGTH } from '../domain/person-identity';
import { UserEntity } from '../entities/user.entity';
import { UsersRepository } from '../repositories/users.repository';

/**
 * Subject → user id, for the hot read paths that need only the id. A user's id never changes for its
 * subject and the platform never deletes users; a row removed by hand cannot have owned anything the
 * readers list (the foreign keys to users refuse to delete an owner of drones or files), so a remembered id
 * can at worst find nothing, and the ttl bounds even that. The claims are part of the entry so that a
 * token with another login or e-mail goes through ensureUser and refreshes the row as before.
 */
const USER_IDS = { maxEntries: 10_000, ttlMs: 60_000 };

interface KnownUser {
  id: string;
  login: string;
  email: string | null;
}

/**
 * The user record behind a verified token. Other modules go through this service (exported by
 * UsersModule) rather than the users table.
 */
@Injectable()
export class UsersService {
  private readonly ids = new TtlLruCache<string, KnownUser>(USER_IDS);

  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Returns the caller's user, creating it on the first authenticated call from the token's claims
   * (names only then: afterwards the user edits them in the profile). Login and e-mail belong to the
   * identity provider and are refreshed whenever the token says otherwise.
   */
  async ensureUser(principal: AuthenticatedPrincipal): Promise<UserEntity> {
    const existing = await this.users.findBySubject(principal.subject);
    if (existing) return this.refreshAccount(existing, principal);
    await this.users.insertIfAbsent({
      subject: principal.subject,
      login: principal.login,
      email: principal.email ?? null,
      locale: principal.locale ?? null,
      firstName: truncateName(principal.givenName),
      lastName: truncateName(principal.familyName),
    });
    const created = await this.users.findBySubject(principal.subject);
    if (!created) throw new Error(`User ${principal.subject} vanished right after it was created`);
    return created;
  }

  /**
   * The caller's user id: ensureUser's answer, remembered per subject for a minute while the token carries
   * the login and e-mail ensureUser last saw for it (a changed claim takes the full path and its refresh).
   */
  async userIdOf(principal: AuthenticatedPrincipal): Promise<string> {
    const email = principal.email ?? null;
    const known = this.ids.get(principal.subject);
    if (known && known.login === principal.login && known.email === email) return known.id;
    const { id } = await this.ensureUser(principal);
    this.ids.set(principal.subject, { id, login: principal.login, email });
    return id;
  }

  /**
   * After the user changes their e-mail here (PUT /api/user/email, which also changes it at the provider),
   * tokens issued before the change still carry the old address for up to one access-token lifetime; for
   * that long the token's login and e-mail are not copied back over the new ones.
   */
  private async refreshAccount(user: UserEntity, principal: AuthenticatedPrincipal): Promise<UserEntity> {
    const email = principal.email ?? null;
    if (user.login === principal.login && user.email === email) return user;
    const staleTokenWindowMs = this.config.auth.accessTokenTtlSeconds * 1000;
    if (user.emailChangedAt && this.clock.now().getTime() - user.emailChangedAt.getTime() < staleTokenWindowMs) return user;
    await this.users.updateAccount(user.id, { login: principal.login, email });
    return Object.assign(user, { login: principal.login, email });
  }
}

/** Token names come from another system; keep them within the column size rather than failing the call. */
function truncateName(name: string | undefined): string | null {
  return name ? name.slice(0, NAME_MAX_LENGTH) : null;
}
