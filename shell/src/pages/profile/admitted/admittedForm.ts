import {
  applyMask,
  apiDateToDisplay,
  birthDate,
  composeValidators,
  displayDateToApi,
  email,
  MASKS,
  maxLength,
  personName,
  phoneDigits,
  required,
  russianPhone,
  type Validator,
} from '@nebo/shared-ui';
import type { AdmittedPerson, AdmittedPersonPayload } from './admittedApi';

export interface AdmittedValues {
  lastName?: string;
  firstName?: string;
  patronymic?: string;
  birthDate?: string;
  phone?: string;
  email?: string;
}

export const ADMITTED_FIELDS = ['lastName', 'firstName', 'patronymic', 'birthDate', 'phone', 'email'] as const;

const NAME_MAX = 100;
const req = required as Validator<string | undefined>;

export const admittedValidators: Record<keyof AdmittedValues, Validator<string | undefined>> = {
  lastName: composeValidators(req, personName, maxLength(NAME_MAX)),
  firstName: composeValidators(req, personName, maxLength(NAME_MAX)),
  patronymic: composeValidators(personName, maxLength(NAME_MAX)),
  birthDate: composeValidators(req, birthDate),
  phone: composeValidators(req, russianPhone),
  email,
};

export function admittedInitialValues(person: AdmittedPerson | undefined): AdmittedValues {
  return {
    lastName: person?.lastName ?? '',
    firstName: person?.firstName ?? '',
    patronymic: person?.patronymic ?? '',
    birthDate: apiDateToDisplay(person?.birthDate),
    phone: person?.phone ? applyMask(MASKS.phone, person.phone).value : '',
    email: person?.email ?? '',
  };
}

/** Values → body: names trimmed, phone as digits, date as YYYY-MM-DD, empty optional strings left out. */
export function toAdmittedPayload(values: AdmittedValues): AdmittedPersonPayload {
  const patronymic = (values.patronymic ?? '').trim();
  const mail = (values.email ?? '').trim();
  return {
    lastName: (values.lastName ?? '').trim(),
    firstName: (values.firstName ?? '').trim(),
    ...(patronymic ? { patronymic } : {}),
    birthDate: displayDateToApi(values.birthDate) ?? '',
    phone: phoneDigits(values.phone ?? ''),
    ...(mail ? { email: mail } : {}),
  };
}
