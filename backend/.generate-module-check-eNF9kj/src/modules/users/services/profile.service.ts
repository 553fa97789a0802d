import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { isPersonIdentityComplete } from '../domain/person-identity';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { BankAccountViewDto, OrganizationViewDto, ProfileDto } from '../dtos/profile.dto';
import type { BankAccountRow } from '../entities/bank-account.row';
import type { OrganizationRow } from '../entities/organization.row';
import type { UserRow } from '../entities/user.row';
import { BankAccountsRepository } from '../repositories/bank-accounts.repository';
import { EmailChangesRepository } from '../repositories/email-changes.repository';
import { OrganizationsRepository } from '../repositories/organizations.repository';
import { SocialIdentitiesRepository } from '../repositories/social-identities.repository';
import { UsersRepository } from '../repositories/users.repository';
import { AvatarService } from './avatar.service';

/** Read views of the caller's own account and profile; a user only ever sees their own. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly bankAccounts: BankAccountsRepository,
    private readonly organizations: OrganizationsRepository,
    private readonly socialIdentities: SocialIdentitiesRepository,
    private readonly avatars: AvatarService,
    private readonly emailChanges: EmailChangesRepository,
    private readonly clock: Clock,
  ) {}

  /** The account; the roles are the token's (the identity provider owns them). */
  async currentUser(caller: Caller): Promise<CurrentUserDto> {
    const user = await this.userOf(caller.userId);
    return {
      id: user.id,
      login: user.login,
      email: user.email,
      pendingEmail: await this.emailChanges.pendingEmailOf(user.id, this.clock.now()),
      phone: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
      patronymic: user.patronymic,
      locale: user.locale,
      roles: caller.principal.roles,
    };
  }

  async profile(userId: string): Promise<ProfileDto> {
    const user = await this.userOf(userId);
    const fullName = [user.lastName, user.firstName, user.patronymic].filter(Boolean).join(' ');
    const [bankAccount, organization, providers, avatar] = await Promise.all([
      this.bankAccounts.findByUserId(user.id),
      this.organizations.findByUserId(user.id),
      this.socialIdentities.providersOf(user.id),
      this.avatars.view(user),
    ]);
    return {
      sex: user.sex,
      birthDate: user.birthDate,
      patronymic: user.patronymic,
      lastName: user.lastName,
      firstName: user.firstName,
      birthPlace: user.birthPlace,
      residenceAddress: user.residenceAddress,
      locality: user.localityId ? { id: user.localityId } : null,
      bankAccount: bankAccount ? bankAccountView(bankAccount) : null,
      missions: user.missionCategoryIds,
      complete: isPersonIdentityComplete(user),
      userSocialIdentities: providers.map((provider) => ({ socialName: provider })),
      avatar,
      name: fullName === '' ? null : fullName,
      organization: organization ? organizationView(organization) : null,
    };
  }

  /** The caller's row: the auth guard created it before any handler ran, and the platform never deletes users. */
  async userOf(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw new Error(`User ${userId} has no row`);
    return user;
  }
}

function bankAccountView(row: BankAccountRow): BankAccountViewDto {
  const { accountNumber, correspondentAccount, bankName, kpp, bik } = row;
  return { accountNumber, correspondentAccount, bankName, kpp, bik };
}

function organizationView(row: OrganizationRow): OrganizationViewDto {
  return { name: row.name, inn: row.inn, position: row.position };
}
