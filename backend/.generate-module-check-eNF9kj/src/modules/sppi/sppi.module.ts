import { Module } from '@nestjs/common';
import { SppiAuthController } from './controllers/sppi-auth.controller';
import { SppiUsersGuard } from './controllers/sppi-users.guard';
import { SppiSessionsRepository } from './repositories/sppi-sessions.repository';
import { SppiClient } from './services/sppi-client';
import { SppiSessions } from './services/sppi-sessions.service';
import { SppiSignInService } from './services/sppi-sign-in.service';
import { sppiConfigProvider } from './sppi.config';

/**
 * The users' sign-in to SPPI (see README.md). Exports `SppiSessions`: the SPPI channel and status calls
 * (agreements module) take a user's SPPI access token from it.
 */
@Module({
  controllers: [SppiAuthController],
  providers: [sppiConfigProvider, SppiSessionsRepository, SppiClient, SppiSessions, SppiSignInService, SppiUsersGuard],
  exports: [SppiSessions],
})
export class SppiModule {}
