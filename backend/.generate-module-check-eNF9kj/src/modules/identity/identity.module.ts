import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ACCESS_TOKEN_VERIFIER } from '../../common/auth/access-token-verifier';
import { AuthGuard } from '../../common/auth/auth.guard';
import { RolesGuard } from '../../common/auth/roles.guard';
import { AccountsModule } from '../accounts/accounts.module';
import { BackchannelLogoutController } from './controllers/backchannel-logout.controller';
import { AccessTokenCutoffs } from './services/access-token-cutoffs';
import { JwksAccessTokenVerifier } from './services/jwks-access-token-verifier';
import { LogoutTokenVerifier } from './services/logout-token-verifier';

/**
 * Who is calling: verifies bearer tokens against the issuer's JWKS and each person's cut-off, and installs
 * the global guards (auth first, then roles — Nest runs APP_GUARD providers in registration order).
 * Exports the cut-off: the embedded provider's sign-out and disableAccount record one, and so must any
 * flow that signs a person out everywhere (AccessTokenCutoffs.cutOff); with Keycloak, its back-channel
 * logout does (controllers/backchannel-logout.controller.ts).
 */
@Module({
  // The auth guard resolves each caller's user id through the accounts core (CallerAccounts).
  imports: [AccountsModule],
  controllers: [BackchannelLogoutController],
  providers: [
    AccessTokenCutoffs,
    LogoutTokenVerifier,
    { provide: ACCESS_TOKEN_VERIFIER, useClass: JwksAccessTokenVerifier },
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [ACCESS_TOKEN_VERIFIER, AccessTokenCutoffs],
})
export class IdentityModule {}
