import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock, SystemClock } from '../../common/clock/clock';
import { CurrentUserController } from './controllers/current-user.controller';
import { usersEntities } from './entities';
import { EmploymentsRepository } from './repositories/employments.repository';
import { UsersRepository } from './repositories/users.repository';
import { DRONES_COUNT_PROVIDER, NoDronesYetProvider } from './services/drones-count.provider';
import { PersonIdentityService } from './services/person-identity.service';
import { ProfileService } from './services/profile.service';
import { UserSummaryService } from './services/user-summary.service';
import { UsersService } from './services/users.service';

/** Platform users: just-in-time accounts, profile, person identity, employment and the user summary. */
@Module({
  imports: [TypeOrmModule.forFeature(usersEntities)],
  controllers: [CurrentUserController],
  providers: [
    UsersRepository,
    EmploymentsRepository,
    UsersService,
    UserSummaryService,
    ProfileService,
    PersonIdentityService,
    { provide: Clock, useClass: SystemClock },
    // Until the drones module exists (see drones-count.provider.ts).
    { provide: DRONES_COUNT_PROVIDER, useClass: NoDronesYetProvider },
  ],
  exports: [UsersService],
})
export class UsersModule {}
