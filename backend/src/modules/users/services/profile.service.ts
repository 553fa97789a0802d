import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { isPersonIdentityComplete } from '../domain/person-identity';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { BankAccountViewDto, OrganizationViewDto, ProfileDto } from '../dtos/profile.dto';
import { BankAccountEntity } from '../entities/bank-account.entity';
import { OrganizationEntity } from '../entities/organization.entity';
import { EmailChangesRepository } from '../repositories/email-changes.repository';
import { AvatarService } from './avatar.service';
import { SocialBindingService } from './social-binding.service';
import { UsersService } from './users.service';

/** Read views of the caller's own account and profile; a user only ever sees their own. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly usersService: UsersService,
    private readonly avatars: AvatarService,
    private readonly socials: SocialBindingService,
    private readonly dataSource: DataSource,
    private readonly emailChanges: EmailChangesRepository,
    private readonly clock: Clock,
  ) {}

  async currentUser(principal: AuthenticatedPrincipal): Promise<CurrentUserDto> {
    const user = await this.usersService.ensureUser(principal);
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
      roles: principal.roles,
    };
  }

  async profile(principal: AuthenticatedPrincipal): Promise<ProfileDto> {
    const user = await this.usersService.ensureUser(principal);
    const fullName = [user.lastName, user.firstName, user.patronymic].filter(Boolean).join(' ');
    const [bankAccount, organization, userSocialIdentities, avatar] = await Promise.all([
      this.dataSource.getRepository(BankAccountEntity).findOneBy({ userId: user.id }),
      this.dataSource.getRepository(OrganizationEntity).findOneBy({ userId: user.id }),
      this.socials.listForUser(user.id),
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
      userSocialIdentities,
      avatar,
      name: fullName === '' ? null : fullName,
      organization: organization ? organizationView(organization) : null,
    };
  }
}

function bankAccountView(entity: BankAccountEntity): BankAccountViewDto {
  const { accountNumber, correspondentAccount, bankName, kpp, bik } = entity;
  return { accountNumber, correspondentAccount, bankName, kpp, bik };
}

function organizationView(entity: OrganizationEntity): OrganizationViewDto {
  return { name: entity.name, inn: entity.inn, position: entity.position };
}
