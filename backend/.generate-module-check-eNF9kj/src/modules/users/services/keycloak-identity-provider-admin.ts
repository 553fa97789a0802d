import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { USERS_CONFIG, type UsersConfig } from '../users.config';
import { identityProviderFailed } from '../users.exceptions';
import type {
  IdentityProviderAdmin,
  PasswordChangeRequest,
  ProviderEmailChange,
  ProviderPasswordChange,
  ProviderPasswordCheck,
} from './identity-provider-admin';

/** The portal client, whose login page Keycloak's password-change e-mail returns to. */
const PORTAL_CLIENT_ID = 'nebo-portal';
const TIMEOUT_MS = 10_000;

interface KeycloakUser {
  id: string;
  username: string;
}

/**
 * A real Keycloak through its admin REST API, as a confidential client (KEYCLOAK_ADMIN_CLIENT_ID / _SECRET)
 * whose service account has realm-management manage-users and which may use direct access grants (to
 * check a user's current password; deploy/keycloak/realm-nebo.json declares it as `nebo-backend`).
 * Keycloak sends the password-change e-mail through its own SMTP settings (execute-actions-email,
 * UPDATE_PASSWORD), so no outbox job is recorded here. These calls cannot join the database transaction:
 * they run first, and the caller writes its own copy afterwards.
 */
@Injectable()
export class KeycloakIdentityProviderAdmin implements IdentityProviderAdmin {
  private readonly adminBase: string;
  private readonly protocolBase: string;

  constructor(
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
  ) {
    // https://host/realms/nebo → https://host/admin/realms/nebo
    this.adminBase = appConfig.auth.issuer.replace(/\/realms\/([^/]+)$/, '/admin/realms/$1');
    this.protocolBase = `${appConfig.auth.issuer}/protocol/openid-connect`;
  }

  /**
   * Keycloak's admin API has no "check this password" call, so the password is checked the way Keycloak
   * itself offers to trusted clients: a direct access grant (the password grant) as the admin client,
   * which also counts towards the realm's brute-force detection like a sign-in. The session that grant
   * opens is ended at once.
   */
  async checkPassword(_manager: unknown, subject: string, password: string): Promise<ProviderPasswordCheck> {
    const user = await this.findUser(subject);
    if (!user) return 'notFound';
    const response = await this.tokenRequest({ grant_type: 'password', username: user.username, password });
    if (response.ok) {
      const { refresh_token: refreshToken } = (await response.json()) as { refresh_token?: unknown };
      if (typeof refreshToken === 'string') await this.endSession(refreshToken);
      return 'valid';
    }
    const { error } = (await response.json().catch(() => ({}))) as { error?: unknown };
    // 401 invalid_grant: wrong password; 400 invalid_grant: disabled, locked by brute-force detection, or
    // required actions pending. Anything else (unauthorized_client: direct grants off) is a set-up problem.
    if (error === 'invalid_grant') return 'invalid';
    throw identityProviderFailed(`The identity provider could not check the password (HTTP ${response.status})`);
  }

  async isEmailFree(_manager: unknown, subject: string, email: string): Promise<boolean> {
    for (const key of ['email', 'username'] as const) {
      const query = new URLSearchParams({ [key]: email, exact: 'true', briefRepresentation: 'true' });
      const response = await this.call('GET', `/users?${query}`);
      await this.expectOk(response, 'search accounts by e-mail');
      const users = (await response.json()) as KeycloakUser[];
      if (users.some((user) => user.id !== subject)) return false;
    }
    return true;
  }

  async changeEmail(_manager: unknown, subject: string, email: string): Promise<ProviderEmailChange> {
    // The new address was confirmed from its mailbox before this call (EmailChangeService).
    const response = await this.call('PUT', `/users/${encodeURIComponent(subject)}`, { email, username: email, emailVerified: true });
    if (response.status === 409) return 'taken';
    if (response.status === 404) return 'notFound';
    await this.expectOk(response, 'update the account e-mail');
    return 'changed';
  }

  async sendPasswordChangeEmail(_manager: unknown, request: PasswordChangeRequest): Promise<ProviderPasswordChange> {
    const query = new URLSearchParams({ client_id: PORTAL_CLIENT_ID, lifespan: String(this.config.passwordChangeLinkTtlSeconds) });
    const response = await this.call('PUT', `/users/${encodeURIComponent(request.subject)}/execute-actions-email?${query}`, [
      'UPDATE_PASSWORD',
    ]);
    if (response.status === 404) return 'notFound';
    await this.expectOk(response, 'send the password-change e-mail');
    return 'sent';
  }

  /** Keycloak's "sign out all sessions" of the user: every SSO session and its refresh tokens end. */
  async signOutEverywhere(_manager: unknown, subject: string): Promise<void> {
    const response = await this.call('POST', `/users/${encodeURIComponent(subject)}/logout`);
    if (response.status === 404) return;
    await this.expectOk(response, 'sign the account out');
  }

  private async findUser(subject: string): Promise<KeycloakUser | undefined> {
    const response = await this.call('GET', `/users/${encodeURIComponent(subject)}`);
    if (response.status === 404) return undefined;
    await this.expectOk(response, 'read the account');
    return (await response.json()) as KeycloakUser;
  }

  /** Best effort: the grant's session would expire on its own; a failure here must not fail the check. */
  private async endSession(refreshToken: string): Promise<void> {
    const admin = this.adminClient();
    await fetch(`${this.protocolBase}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: admin.clientId, client_secret: admin.clientSecret, refresh_token: refreshToken }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => undefined);
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    const token = await this.serviceAccountToken();
    return fetch(`${this.adminBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  private tokenRequest(form: Record<string, string>): Promise<Response> {
    const admin = this.adminClient();
    return fetch(`${this.protocolBase}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: admin.clientId, client_secret: admin.clientSecret }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  /** A fresh client-credentials token per call: these calls are rare, and nothing is cached per instance. */
  private async serviceAccountToken(): Promise<string> {
    const response = await this.tokenRequest({ grant_type: 'client_credentials' });
    await this.expectOk(response, 'obtain an admin token');
    const { access_token: token } = (await response.json()) as { access_token?: unknown };
    if (typeof token !== 'string') throw identityProviderFailed('The identity provider answered without an admin token');
    return token;
  }

  private adminClient(): { clientId: string; clientSecret: string } {
    const admin = this.config.keycloakAdmin;
    if (!admin) throw new Error('KeycloakIdentityProviderAdmin needs KEYCLOAK_ADMIN_CLIENT_ID and _SECRET');
    return admin;
  }

  private async expectOk(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    throw identityProviderFailed(`The identity provider could not ${what} (HTTP ${response.status})`);
  }
}
