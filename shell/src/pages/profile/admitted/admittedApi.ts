import { api, listQuery } from '@nebo/shared-ui';

/** A person the user admits to fly their drones (spec part 2 §7.10; fields beyond id and phone are ours). */
export interface AdmittedPerson {
  id: string;
  lastName: string;
  firstName: string;
  patronymic?: string | null;
  /** YYYY-MM-DD */
  birthDate?: string | null;
  /** Digits, code 7 first. */
  phone: string;
  email?: string | null;
}

export type AdmittedPersonPayload = Omit<AdmittedPerson, 'id'>;

/** The list answer: `data` with `totalCount` (spec part 2 §7.10) or the usual `meta.totalCount`. */
export interface AdmittedList {
  data: AdmittedPerson[];
  totalCount?: number;
  meta?: { totalCount?: number };
}

const BASE = '/api/user/current/admitted-to-fly-persons';
export const ADMITTED_PAGE_SIZE = 10;
export const admittedKey = (page?: number) => (page === undefined ? (['user', 'current', 'admitted'] as const) : (['user', 'current', 'admitted', page] as const));

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
