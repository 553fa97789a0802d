import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ACCESS_TOKEN_VERIFIER } from '../../common/auth/access-token-verifier';
import { AuthGuard } from '../../common/auth/auth.guard';
import { RolesGuard } from '../../common/auth/roles.guard';
import { JwksAccessTokenVerifier } from './services/jwks-access-token-verifier';

/**
 * Who is calling: verifies bearer tokens against the issuer's JWKS and installs the global guards (auth
 * first, then roles — Nest runs APP_GUARD providers in registration order).
 */
@Module({
  providers: [
    { provide: ACCESS_TOKEN_VERIFIER, useClass: JwksAccessTokenVerifier },
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [ACCESS_TOKEN_VERIFIER],
})
export class IdentityModule {}
