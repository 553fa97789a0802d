import {
  apiDateToDisplay,
  birthDate,
  composeValidators,
  displayDateToApi,
  maxLength,
  personName,
  required,
  type Validator,
} from '@nebo/shared-ui';
import type { PersonIdentity, Profile } from './profileApi';

/** The form's values: the birth date as typed, DD.MM.YYYY. */
export interface PersonalInfoValues {
  sex?: 'M' | 'F';
  lastName?: string;
  firstName?: string;
  patronymic?: string;
  birthDate?: string;
}

/** The birth date field starts at 2000-01-01 (docs/requirements.md#ui-masks). */
export const DEFAULT_BIRTH_DATE = '2000-01-01';
/** As the server's person-identity names (docs/requirements.md#users-profile). */
const NAME_MAX_LENGTH = 100;

export const PERSONAL_INFO_FIELDS = ['sex', 'lastName', 'firstName', 'patronymic', 'birthDate'] as const;

export function initialValues(profile: Profile | undefined): PersonalInfoValues {
  return {
    sex: profile?.sex ?? undefined,
    lastName: profile?.lastName ?? '',
    firstName: profile?.firstName ?? '',
    patronymic: profile?.patronymic ?? '',
    birthDate: apiDateToDisplay(profile?.birthDate ?? DEFAULT_BIRTH_DATE),
  };
}

/** Client-side rules mirroring the server's: names by the spec's pattern, age 18 to 100. */
export const validators: { [K in keyof PersonalInfoValues]-?: Validator<PersonalInfoValues[K]> } = {
  sex: required as Validator<PersonalInfoValues['sex']>,
  lastName: composeValidators<string | undefined>(required, personName, maxLength(NAME_MAX_LENGTH)),
  firstName: composeValidators<string | undefined>(required, personName, maxLength(NAME_MAX_LENGTH)),
  patronymic: composeValidators<string | undefined>(personName, maxLength(NAME_MAX_LENGTH)),
  birthDate: composeValidators<string | undefined>(required, birthDate),
};

/** Values → request body: names trimmed, an empty patronymic sent as null, the date as YYYY-MM-DD. */
export function toPersonIdentity(values: PersonalInfoValues): PersonIdentity {
  const patronymic = values.patronymic?.trim() ?? '';
  return {
    sex: values.sex as 'M' | 'F',
    lastName: (values.lastName ?? '').trim(),
    firstName: (values.firstName ?? '').trim(),
    patronymic: patronymic === '' ? null : patronymic,
    birthDate: displayDateToApi(values.birthDate) ?? '',
  };
}
