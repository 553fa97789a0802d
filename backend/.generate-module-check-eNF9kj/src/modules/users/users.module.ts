import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountsModule } from '../accounts/accounts.module';
import { DictionariesModule } from '../dictionaries/dictionaries.module';
import { FilesModule } from '../files/files.module';
import { IdentityModule } from '../identity/identity.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { EmailOutbox } from '../notifications/services/email-outbox.service';
import { AccountContactsController } from './controllers/account-contacts.controller';
import { CurrentUserController } from './controllers/current-user.controller';
import { EmailChangeLinksController } from './controllers/email-change-links.controller';
import { ProfileSettingsController } from './controllers/profile-settings.controller';
import { SocialBindingController } from './controllers/social-binding.controller';
import { EmailChangesRepository } from './repositories/email-changes.repository';
import { BankAccountsRepository } from './repositories/bank-accounts.repository';
import { EmploymentsRepository } from './repositories/employments.repository';
import { NotificationSettingsRepository } from './repositories/notification-settings.repository';
import { OrganizationsRepository } from './repositories/organizations.repository';
import { SocialIdentitiesRepository } from './repositories/social-identities.repository';
import { UsersRepository } from './repositories/users.repository';
import { AccountContactsService } from './services/account-contacts.service';
import { AccountSignOut } from './services/account-sign-out';
import { AvatarService } from './services/avatar.service';
import { CurrentPasswordCheck } from './services/current-password-check';
import { DictionariesServiceIdsLookup } from './services/dictionaries-service-ids.lookup';
import { DICTIONARY_IDS_LOOKUP } from './services/dictionary-ids.lookup';
import { EmailChangeLinkUrls } from './services/email-change-link-urls';
import { EmailChangeLinkService } from './services/email-change-link.service';
import { EmailChangeRequestService } from './services/email-change-request.service';
import { EmploymentsService } from './services/employments.service';
import { EmbeddedIdentityProviderAdmin } from './services/embedded-identity-provider-admin';
import { IDENTITY_PROVIDER_ADMIN, type IdentityProviderAdmin } from './services/identity-provider-admin';
import { KeycloakIdentityProviderAdmin } from './services/keycloak-identity-provider-admin';
import { NotificationRecipientReader } from './services/notification-recipient';
import { NotificationSettingsService } from './services/notification-settings.service';
import { PasswordAttemptLimiter } from './services/password-attempt-limiter';
import { PasswordChangeService } from './services/password-change.service';
import { PersonCardReader } from './services/person-card.reader';
import { PersonIdentityService } from './services/person-identity.service';
import { ProfileService } from './services/profile.service';
import { ProfileSettingsService } from './services/profile-settings.service';
import { SocialBindingService } from './services/social-binding.service';
import { UserLookup } from './services/user-lookup';
import { USERS_CONFIG, usersConfigProvider, type UsersConfig } from './users.config';

/** The embedded provider by default; a real Keycloak's admin API once its service-account client is configured. */
function identityProviderAdmin(appConfig: AppConfig, config: UsersConfig, outbox: EmailOutbox): IdentityProviderAdmin {
  return config.keycloakAdmin
    ? new KeycloakIdentityProviderAdmin(appConfig, config)
    : new EmbeddedIdentityProviderAdmin(appConfig, config, outbox);
}

/**
 * Platform users' profile: identity, contacts and e-mail change, password change, locality, requisites,
 * missions, organisation, avatar, notification settings, social accounts; and employment until the company
 * module takes it (read by the summary through EmploymentsService). Imports only lower modules.
 */
@Module({
  imports: [AccountsModule, NotificationsModule, FilesModule, IdentityModule, DictionariesModule],
  controllers: [
    CurrentUserController,
    AccountContactsController,
    EmailChangeLinksController,
    ProfileSettingsController,
    SocialBindingController,
  ],
  providers: [
    usersConfigProvider,
    {
      provide: IDENTITY_PROVIDER_ADMIN,
      inject: [APP_CONFIG, USERS_CONFIG, EmailOutbox],
      useFactory: identityProviderAdmin,
    },
    { provide: DICTIONARY_IDS_LOOKUP, useClass: DictionariesServiceIdsLookup },
    UsersRepository,
    BankAccountsRepository,
    OrganizationsRepository,
    NotificationSettingsRepository,
    SocialIdentitiesRepository,
    EmploymentsRepository,
    EmploymentsService,
    PersonCardReader,
    ProfileService,
    PersonIdentityService,
    AccountContactsService,
    EmailChangesRepository,
    EmailChangeLinkUrls,
    EmailChangeRequestService,
    EmailChangeLinkService,
    AccountSignOut,
    PasswordAttemptLimiter,
    CurrentPasswordCheck,
    PasswordChangeService,
    ProfileSettingsService,
    NotificationSettingsService,
    NotificationRecipientReader,
    AvatarService,
    SocialBindingService,
    UserLookup,
  ],
  exports: [EmploymentsService, PersonCardReader, NotificationRecipientReader, UserLookup],
})
export class UsersModule {}
