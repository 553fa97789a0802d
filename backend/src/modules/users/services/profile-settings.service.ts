import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { isValidCorrespondentAccount, isValidSettlementAccount } from '../domain/bank-account';
import { isValidOrganisationInn } from '../domain/inn';
import { OrganizationViewDto } from '../dtos/profile.dto';
import { BankAccountInputDto, LocalityDto, MissionCategoriesDto, OrganizationDto, RequisitesResultDto } from '../dtos/profile-settings.dto';
import { BankAccountEntity } from '../entities/bank-account.entity';
import { OrganizationEntity } from '../entities/organization.entity';
import { UsersRepository } from '../repositories/users.repository';
import { DICTIONARY_IDS_LOOKUP, type DictionaryIdsLookup } from './dictionary-ids.lookup';
import { UsersService } from './users.service';

const BANK_FIELDS = ['accountNumber', 'correspondentAccount', 'bankName', 'kpp', 'bik'] as const;

/**
 * The bank account's cross-field rules, after the DTO checked each field's format: the account numbers'
 * control keys are computed with the BIK, so they are checked whenever the BIK is given.
 */
export function bankAccountErrors(account: BankAccountInputDto): FieldError[] {
  const errors: FieldError[] = [];
  const { bik, accountNumber, correspondentAccount } = account;
  if (bik && accountNumber && !isValidSettlementAccount(accountNumber, bik)) {
    errors.push({ field: 'bankAccount.accountNumber', error: 'accountNumber does not match the BIK (control key check failed)' });
  }
  if (bik && correspondentAccount) {
    if (!correspondentAccount.startsWith('30101')) {
      errors.push({ field: 'bankAccount.correspondentAccount', error: 'correspondentAccount must start with 30101' });
    } else if (!isValidCorrespondentAccount(correspondentAccount, bik)) {
      errors.push({ field: 'bankAccount.correspondentAccount', error: 'correspondentAccount does not match the BIK (control key check failed)' });
    }
  }
  if (!bik && (accountNumber || correspondentAccount)) {
    errors.push({ field: 'bankAccount.bik', error: 'bik is needed to check the account numbers' });
  }
  return errors;
}

/** Locality, requisites, mission categories and organisation of the caller's profile. */
@Injectable()
export class ProfileSettingsService {
  constructor(
    private readonly usersService: UsersService,
    private readonly users: UsersRepository,
    private readonly dataSource: DataSource,
    @Inject(DICTIONARY_IDS_LOOKUP) private readonly dictionaries: DictionaryIdsLookup,
  ) {}

  async setLocality(principal: AuthenticatedPrincipal, dto: LocalityDto): Promise<LocalityDto> {
    if ((await this.dictionaries.unknownIds('LOCALITIES', [dto.id])).length > 0) {
      throw FieldValidationException.single('id', 'id is not a locality of the LOCALITIES dictionary');
    }
    const user = await this.usersService.ensureUser(principal);
    await this.users.updateLocality(user.id, dto.id);
    return { id: dto.id };
  }

  /** Replaces the bank account; fields left empty are cleared. `complete` when all five are filled. */
  async setRequisites(principal: AuthenticatedPrincipal, account: BankAccountInputDto): Promise<RequisitesResultDto> {
    const errors = bankAccountErrors(account);
    if (errors.length > 0) throw new FieldValidationException(errors);
    const user = await this.usersService.ensureUser(principal);
    const values = Object.fromEntries(BANK_FIELDS.map((field) => [field, account[field] ?? null]));
    await this.dataSource.getRepository(BankAccountEntity).upsert({ userId: user.id, ...values }, ['userId']);
    return { complete: BANK_FIELDS.every((field) => Boolean(account[field])) };
  }

  async setMissionCategories(principal: AuthenticatedPrincipal, dto: MissionCategoriesDto): Promise<MissionCategoriesDto> {
    const unknown = await this.dictionaries.unknownIds('MISSION_CATEGORIES', dto.missionCategoryIds);
    if (unknown.length > 0) {
      throw FieldValidationException.single('missionCategoryIds', `missionCategoryIds has ids not in the MISSION_CATEGORY dictionary: ${unknown.join(', ')}`);
    }
    const user = await this.usersService.ensureUser(principal);
    await this.users.updateMissionCategories(user.id, dto.missionCategoryIds);
    return { missionCategoryIds: dto.missionCategoryIds };
  }

  async setOrganization(principal: AuthenticatedPrincipal, dto: OrganizationDto): Promise<OrganizationViewDto> {
    if (!isValidOrganisationInn(dto.inn)) throw FieldValidationException.single('inn', 'inn has a wrong check digit');
    const user = await this.usersService.ensureUser(principal);
    await this.dataSource.getRepository(OrganizationEntity).upsert({ userId: user.id, name: dto.name, inn: dto.inn, position: dto.position }, ['userId']);
    return { name: dto.name, inn: dto.inn, position: dto.position };
  }
}
