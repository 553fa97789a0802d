import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PersonIdentityFields } from '../domain/person-identity';
import { UserEntity } from '../entities/user.entity';

/** The account facts that come from the identity provider's token. */
export interface AccountClaims {
  subject: string;
  login: string;
  email: string | null;
  locale: string | null;
  firstName: string | null;
  lastName: string | null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findBySubject(subject: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ subject });
  }

  /**
   * Creates the user unless it exists. ON CONFLICT makes two first requests racing (two browser tabs, two
   * instances) harmless: one inserts, the other finds the row.
   */
  async insertIfAbsent(claims: AccountClaims): Promise<void> {
    await this.users
      .createQueryBuilder()
      .insert()
      .values(claims)
      .orIgnore()
      .execute();
  }

  async updateAccount(id: string, account: Pick<AccountClaims, 'login' | 'email'>): Promise<void> {
    await this.users.update({ id }, account);
  }

  /** Whether a user other than `exceptId` has this e-mail, compared without case. */
  async emailUsedByAnother(email: string, exceptId: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .andWhere('user.id <> :exceptId', { exceptId })
      .getExists();
  }

  async updatePhone(id: string, phone: string): Promise<void> {
    await this.users.update({ id }, { phone });
  }

  async updateLocality(id: string, localityId: number): Promise<void> {
    await this.users.update({ id }, { localityId });
  }

  async updateMissionCategories(id: string, missionCategoryIds: number[]): Promise<void> {
    await this.users.update({ id }, { missionCategoryIds });
  }

  async updatePersonIdentity(id: string, fields: PersonIdentityFields): Promise<void> {
    await this.users.update({ id }, fields);
  }
}
