import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { UserNotificationsController } from './controllers/user-notifications.controller';
import { UserNotificationsRepository } from './repositories/user-notifications.repository';
import { UserNotificationsService } from './services/user-notifications.service';
import { UserNotifier } from './services/user-notifier';

/**
 * Website notifications (the shell's bell) and the one door every module tells a user something through:
 * UserNotifier, exported for the modules listed after it in modules/index.ts (authority-review first). The
 * recipient's settings and address come from UsersModule; e-mail goes out through NotificationsModule's outbox.
 */
@Module({
  imports: [UsersModule, NotificationsModule],
  controllers: [UserNotificationsController],
  providers: [UserNotificationsRepository, UserNotificationsService, UserNotifier],
  exports: [UserNotifier],
})
export class UserNotificationsModule {}
