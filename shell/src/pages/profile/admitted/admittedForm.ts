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
import { documentTypeByCode } from '../documents/documentTypes';
import { fieldValidator } from '../documents/documentForm';
import type { AdmittedDocumentType, AdmittedPerson, AdmittedPersonPayload } from './admittedApi';

export interface AdmittedValues {
  lastName?: string;
  firstName?: string;
  patronymic?: string;
  birthDate?: string;
  phone?: string;
  email?: string;
  document?: { typeCode?: AdmittedDocumentType | ''; series?: string; number?: string };
}

export const ADMITTED_FIELDS = [
  'lastName',
  'firstName',
  'patronymic',
  'birthDate',
  'phone',
  'email',
  'document.typeCode',
  'document.series',
  'document.number',
] as const;

/** Series and number follow the masks and rules of the chosen document type (as on the document pages). */
export function documentPartValidator(part: 'series' | 'number'): Validator<string | undefined> {
  return (value, all) => {
    const code = (all as AdmittedValues | undefined)?.document?.typeCode;
    const type = code ? documentTypeByCode(code) : undefined;
    if (!type || !type.fields.includes(part)) return undefined;
    return fieldValidator(type, part)(value);
  };
}

const NAME_MAX = 100;
const req = required as Validator<string | undefined>;

export const admittedValidators: Record<Exclude<keyof AdmittedValues, 'document'>, Validator<string | undefined>> = {
  lastName: composeValidators(req, personName, maxLength(NAME_MAX)),
  firstName: composeValidators(req, personName, maxLength(NAME_MAX)),
  patronymic: composeValidators(personName, maxLength(NAME_MAX)),
  birthDate: composeValidators(req, birthDate),
  phone: composeValidators(req, russianPhone),
  email: composeValidators(req, email),
};

export function admittedInitialValues(person: AdmittedPerson | undefined): AdmittedValues {
  return {
    lastName: person?.lastName ?? '',
    firstName: person?.firstName ?? '',
    patronymic: person?.patronymic ?? '',
    birthDate: apiDateToDisplay(person?.birthDate),
    phone: person?.phone ? applyMask(MASKS.phone, person.phone).value : '',
    email: person?.email ?? '',
    document: {
      typeCode: person?.document?.typeCode ?? 'RU_PASSPORT',
      series: person?.document?.series ?? '',
      number: person?.document?.number ?? '',
    },
  };
}

/** Values → body: names trimmed, phone as digits, date as YYYY-MM-DD, empty optional strings left out. */
export function toAdmittedPayload(values: AdmittedValues): AdmittedPersonPayload {
  const patronymic = (values.patronymic ?? '').trim();
  const series = (values.document?.series ?? '').trim();
  return {
    lastName: (values.lastName ?? '').trim(),
    firstName: (values.firstName ?? '').trim(),
    ...(patronymic ? { patronymic } : {}),
    birthDate: displayDateToApi(values.birthDate) ?? '',
    phone: phoneDigits(values.phone ?? ''),
    email: (values.email ?? '').trim(),
    document: {
      typeCode: (values.document?.typeCode || 'RU_PASSPORT') as AdmittedDocumentType,
      ...(series ? { series } : {}),
      number: (values.document?.number ?? '').trim(),
    },
  };
}
