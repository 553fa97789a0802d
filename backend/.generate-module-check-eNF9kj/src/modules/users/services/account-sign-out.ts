import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccessTokenCutoffs } from '../../identity/services/access-token-cutoffs';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './identity-provider-admin';

/**
 * The one place that signs an account out of every device (used when the owner undoes an e-mail change
 * they did not make). The identity provider ends its sessions and refresh tokens, so no browser stays
 * signed in and nothing can be refreshed.
 *
 * Access tokens already issued are self-contained and would live up to ACCESS_TOKEN_TTL: the per-person
 * cut-off is recorded in the same transaction, so the API refuses them at once
 * (docs/requirements.md#identity).
 */
@Injectable()
export class AccountSignOut {
  constructor(
    @Inject(IDENTITY_PROVIDER_ADMIN) private readonly identityProvider: IdentityProviderAdmin,
    private readonly cutoffs: AccessTokenCutoffs,
  ) {}

  async signOutEverywhere(manager: EntityManager, subject: string): Promise<void> {
    await this.identityProvider.signOutEverywhere(manager, subject);
    await this.cutoffs.cutOff(subject, manager);
  }
}
