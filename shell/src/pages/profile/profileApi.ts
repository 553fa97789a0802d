import { api } from '@nebo/shared-ui';

/** GET /api/user/current/profile (spec part 1 §3 "Profile"); only what the shell reads is typed. */
export interface Profile {
  sex?: 'M' | 'F' | null;
  birthDate?: string | null;
  lastName?: string | null;
  firstName?: string | null;
  patronymic?: string | null;
  complete?: boolean;
}

/** PATCH /api/user/current/profile/person-identity body (birthDate as YYYY-MM-DD). */
export interface PersonIdentity {
  sex: 'M' | 'F';
  lastName: string;
  firstName: string;
  patronymic: string | null;
  birthDate: string;
}

export const PROFILE_QUERY_KEY = ['user', 'current', 'profile'] as const;

export function fetchProfile(): Promise<Profile> {
  return api.get<Profile>('/api/user/current/profile');
}

export function savePersonIdentity(identity: PersonIdentity): Promise<{ complete?: boolean } | undefined> {
  return api.patch<{ complete?: boolean } | undefined>('/api/user/current/profile/person-identity', identity);
}
