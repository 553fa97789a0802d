import { Inject, Injectable } from '@nestjs/common';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { isValidCorrespondentAccount, isValidSettlementAccount } from '../domain/bank-account';
import { isValidOrganisationInn } from '../domain/inn';
import { OrganizationViewDto } from '../dtos/profile.dto';
import { BankAccountInputDto, LocalityDto, MissionCategoriesDto, OrganizationDto, RequisitesResultDto } from '../dtos/profile-settings.dto';
import { BankAccountsRepository } from '../repositories/bank-accounts.repository';
import { OrganizationsRepository } from '../repositories/organizations.repository';
import { UsersRepository } from '../repositories/users.repository';
import { DICTIONARY_IDS_LOOKUP, type DictionaryIdsLookup } from './dictionary-ids.lookup';

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
      errors.push({
        field: 'bankAccount.correspondentAccount',
        error: 'correspondentAccount does not match the BIK (control key check failed)',
      });
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
    private readonly users: UsersRepository,
    private readonly bankAccounts: BankAccountsRepository,
    private readonly organizations: OrganizationsRepository,
    @Inject(DICTIONARY_IDS_LOOKUP) private readonly dictionaries: DictionaryIdsLookup,
  ) {}

  async setLocality(userId: string, dto: LocalityDto): Promise<LocalityDto> {
    if ((await this.dictionaries.unknownIds('LOCALITIES', [dto.id])).length > 0) {
      throw FieldValidationException.single('id', 'id is not a locality of the LOCALITIES dictionary');
    }
    await this.users.updateLocality(userId, dto.id);
    return { id: dto.id };
  }

  /** Replaces the bank account; fields left empty are cleared. `complete` when all five are filled. */
  async setRequisites(userId: string, account: BankAccountInputDto): Promise<RequisitesResultDto> {
    const errors = bankAccountErrors(account);
    if (errors.length > 0) throw new FieldValidationException(errors);
    const { accountNumber = null, correspondentAccount = null, bankName = null, kpp = null, bik = null } = account;
    await this.bankAccounts.upsert(userId, { accountNumber, correspondentAccount, bankName, kpp, bik });
    return { complete: BANK_FIELDS.every((field) => Boolean(account[field])) };
  }

  async setMissionCategories(userId: string, dto: MissionCategoriesDto): Promise<MissionCategoriesDto> {
    const unknown = await this.dictionaries.unknownIds('MISSION_CATEGORIES', dto.missionCategoryIds);
    if (unknown.length > 0) {
      throw FieldValidationException.single(
        'missionCategoryIds',
        `missionCategoryIds has ids not in the MISSION_CATEGORY dictionary: ${unknown.join(', ')}`,
      );
    }
    await this.users.updateMissionCategories(userId, dto.missionCategoryIds);
    return { missionCategoryIds: dto.missionCategoryIds };
  }

  async setOrganization(userId: string, dto: OrganizationDto): Promise<OrganizationViewDto> {
    if (!isValidOrganisationInn(dto.inn)) throw FieldValidationException.single('inn', 'inn has a wrong check digit');
    await this.organizations.upsert(userId, { name: dto.name, inn: dto.inn, position: dto.position });
    return { name: dto.name, inn: dto.inn, position: dto.position };
  }
}
