import { Injectable } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { isPersonIdentityComplete } from '../domain/person-identity';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { ProfileDto } from '../dtos/profile.dto';
import { UsersService } from './users.service';

/** Read views of the caller's own account and profile; a user only ever sees their own. */
@Injectable()
export class ProfileService {
  constructor(private readonly usersService: UsersService) {}

  async currentUser(principal: AuthenticatedPrincipal): Promise<CurrentUserDto> {
    const user = await this.usersService.ensureUser(principal);
    return {
      id: user.id,
      login: user.login,
      email: user.email,
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
    return {
      sex: user.sex,
      birthDate: user.birthDate,
      patronymic: user.patronymic,
      lastName: user.lastName,
      firstName: user.firstName,
      birthPlace: user.birthPlace,
      residenceAddress: user.residenceAddress,
      // Stored by modules that do not exist yet (dictionaries, requisites, missions, socials, files).
      locality: null,
      bankAccount: null,
      missions: [],
      complete: isPersonIdentityComplete(user),
      userSocialIdentities: [],
      avatar: null,
      name: fullName === '' ? null : fullName,
    };
  }
}
