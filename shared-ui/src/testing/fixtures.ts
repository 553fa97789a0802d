import type { TokenClaims, UserSummary } from '../session/types';

/** Summaries shaped like the demo accounts of docs/contracts.md, for tests only. */
export function fakeSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    login: 'pilot@nebo.local',
    userName: 'Иван',
    userLastName: 'Петров',
    userBirthdate: '1990-05-17',
    profilePerson: { firstName: 'Иван', lastName: 'Петров', birthdate: '1990-05-17' },
    employment: null,
    fieldGroupsCompletion: { personIdentity: true },
    dronesCount: 0,
    scope: ['user', 'individual'],
    allowedToFly: false,
    companyHasDrones: false,
    companySignersCount: 0,
    companyManagersCount: 0,
    ...overrides,
  };
}

export function fakeClaims(overrides: Partial<TokenClaims> = {}): TokenClaims {
  return {
    sub: '00000000-0000-4000-8000-000000000001',
    preferred_username: 'pilot@nebo.local',
    given_name: 'Ivan',
    family_name: 'Petrov',
    realm_access: { roles: ['user', 'individual'] },
    ...overrides,
  };
}
