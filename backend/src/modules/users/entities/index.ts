import { BankAccountEntity } from './bank-account.entity';
import { EmploymentEntity } from './employment.entity';
import { NotificationSettingEntity } from './notification-setting.entity';
import { OrganizationEntity } from './organization.entity';
import { SocialBindRequestEntity } from './social-bind-request.entity';
import { SocialIdentityEntity } from './social-identity.entity';
import { UserEntity } from './user.entity';

/** The users module's entities, registered with the data source in src/database/entities.ts. */
export const usersEntities = [
  UserEntity,
  EmploymentEntity,
  BankAccountEntity,
  OrganizationEntity,
  NotificationSettingEntity,
  SocialIdentityEntity,
  SocialBindRequestEntity,
];
