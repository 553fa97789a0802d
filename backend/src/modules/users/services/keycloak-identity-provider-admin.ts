import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { USERS_CONFIG, type UsersConfig } from '../users.config';
import type { IdentityProviderAdmin, PasswordChangeRequest, ProviderEmailChange, ProviderPasswordChange } from './identity-provider-admin';

/** The portal client, whose login page Keycloak's password-change e-mail returns to. */
const PORTAL_CLIENT_ID = 'nebo-portal';
const TIMEOUT_MS = 10_000;

/**
 * A real Keycloak through its admin REST API, as a service-account client with manage-users
 * (KEYCLOAK_ADMIN_CLIENT_ID / _SECRET). Keycloak sends the password-change e-mail through its own SMTP
 * settings (execute-actions-email, UPDATE_PASSWORD), so no outbox job is recorded here. These calls
 * cannot join the database transaction: they run first, and the caller writes its own copy afterwards.
 */
@Injectable()
export class KeycloakIdentityProviderAdmin implements IdentityProviderAdmin {
  private readonly adminBase: string;

  constructor(
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
  ) {
    // https://host/realms/nebo → https://host/admin/realms/nebo
    this.adminBase = appConfig.auth.issuer.replace(/\/realms\/([^/]+)$/, '/admin/realms/$1');
  }

  async changeEmail(_manager: unknown, subject: string, email: string): Promise<ProviderEmailChange> {
    const response = await this.call('PUT', `/users/${encodeURIComponent(subject)}`, { email, username: email, emailVerified: false });
    if (response.status === 409) return 'taken';
    if (response.status === 404) return 'notFound';
    await this.expectOk(response, 'update the account e-mail');
    return 'changed';
  }

  async sendPasswordChangeEmail(_manager: unknown, request: PasswordChangeRequest): Promise<ProviderPasswordChange> {
    const query = new URLSearchParams({ client_id: PORTAL_CLIENT_ID, lifespan: String(this.config.passwordChangeLinkTtlSeconds) });
    const response = await this.call('PUT', `/users/${encodeURIComponent(request.subject)}/execute-actions-email?${query}`, ['UPDATE_PASSWORD']);
    if (response.status === 404) return 'notFound';
    await this.expectOk(response, 'send the password-change e-mail');
    return 'sent';
  }

  private async call(method: string, path: string, body: unknown): Promise<Response> {
    const token = await this.serviceAccountToken();
    return fetch(`${this.adminBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  /** A fresh client-credentials token per call: these calls are rare, and nothing is cached per instance. */
  private async serviceAccountToken(): Promise<string> {
    const admin = this.config.keycloakAdmin;
    if (!admin) throw new Error('KeycloakIdentityProviderAdmin needs KEYCLOAK_ADMIN_CLIENT_ID and _SECRET');
    const response = await fetch(`${this.appConfig.auth.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: admin.clientId, client_secret: admin.clientSecret }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await this.expectOk(response, 'obtain an admin token');
    const { access_token: token } = (await response.json()) as { access_token?: unknown };
    if (typeof token !== 'string') throw new ServiceUnavailableException('The identity provider answered without an admin token');
    return token;
  }

  private async expectOk(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    throw new ServiceUnavailableException(`The identity provider could not ${what} (HTTP ${response.status})`);
  }
}
