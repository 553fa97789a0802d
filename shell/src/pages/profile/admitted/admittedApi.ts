import { api, listQuery } from '@nebo/shared-ui';

/** Identity documents an admitted person may show: those with a series and a number. */
export const ADMITTED_DOCUMENT_TYPES = [
  'RU_PASSPORT',
  'RU_MILITARY_TICKET',
  'RU_MILITARY_IDENTITY_CARD',
  'RU_REMOTE_PILOT_LICENSE',
] as const;
export type AdmittedDocumentType = (typeof ADMITTED_DOCUMENT_TYPES)[number];

export interface AdmittedDocument {
  typeCode: AdmittedDocumentType;
  series?: string | null;
  number: string;
}

/** A person the user admits to fly their drones (docs/requirements.md#ui-profile). */
export interface AdmittedPerson {
  id: string;
  lastName: string;
  firstName: string;
  patronymic?: string | null;
  /** YYYY-MM-DD */
  birthDate?: string | null;
  /** Digits, code 7 first. */
  phone: string | null;
  email?: string | null;
  document?: AdmittedDocument | null;
}

export interface AdmittedPersonPayload {
  lastName: string;
  firstName: string;
  patronymic?: string;
  birthDate: string;
  phone: string;
  email: string;
  document: { typeCode: AdmittedDocumentType; series?: string; number: string };
}

/** The list answer: `data` with `totalCount` or the usual `meta.totalCount` (docs/requirements.md#ui-lists). */
export interface AdmittedList {
  data: AdmittedPerson[];
  totalCount?: number;
  meta?: { totalCount?: number };
}

const BASE = '/api/user/current/admitted-to-fly-persons';
export const ADMITTED_PAGE_SIZE = 10;
export const admittedKey = (page?: number) =>
  page === undefined ? (['user', 'current', 'admitted'] as const) : (['user', 'current', 'admitted', page] as const);

export const totalOf = (list: AdmittedList): number => list.totalCount ?? list.meta?.totalCount ?? list.data.length;

export function fetchAdmitted(page: number): Promise<AdmittedList> {
  return api.get<AdmittedList>(BASE, { query: listQuery({ page, size: ADMITTED_PAGE_SIZE }), ignoreStatuses: 'all' });
}

export function fetchAdmittedPerson(id: string): Promise<AdmittedPerson> {
  return api.get<AdmittedPerson>(`${BASE}/${encodeURIComponent(id)}`, { ignoreStatuses: 'all' });
}

export function createAdmittedPerson(person: AdmittedPersonPayload): Promise<AdmittedPerson> {
  return api.post<AdmittedPerson>(`${BASE}/`, person);
}

export function updateAdmittedPerson(id: string, person: AdmittedPersonPayload): Promise<AdmittedPerson> {
  return api.put<AdmittedPerson>(`${BASE}/${encodeURIComponent(id)}`, person);
}
