import type { DataSource } from 'typeorm';
import type { RealmRole } from '../auth-server.constants';
import { AccountRepository } from './account-repository';

/** Password of every demo account (docs/contracts.md); the Keycloak realm export uses the same one. */
export const DEMO_PASSWORD = 'Nebo-2026!';

export interface DemoAccount {
  audience: string;
  id: string;
  login: string;
  givenName: string;
  familyName: string;
  realmRoles: readonly RealmRole[];
}

/**
 * One account per audience, with the ids, logins, names and roles fixed in docs/contracts.md and in
 * deploy/keycloak/realm-nebo.json. Names are stored in Russian, the platform's default language.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    audience: 'pilot',
    id: '00000000-0000-4000-8000-000000000001',
    login: 'pilot@nebo.local',
    givenName: 'Иван',
    familyName: 'Петров',
    realmRoles: ['user', 'individual'],
  },
  {
    audience: 'company admin',
    id: '00000000-0000-4000-8000-000000000002',
    login: 'company@nebo.local',
    givenName: 'Ольга',
    familyName: 'Смирнова',
    realmRoles: ['user', 'juridical'],
  },
  {
    audience: 'authority reviewer',
    id: '00000000-0000-4000-8000-000000000003',
    login: 'authority@nebo.local',
    givenName: 'Сергей',
    familyName: 'Волков',
    realmRoles: ['user', 'authority'],
  },
  {
    audience: 'platform admin',
    id: '00000000-0000-4000-8000-000000000004',
    login: 'admin@nebo.local',
    givenName: 'Анна',
    familyName: 'Кузнецова',
    realmRoles: ['admin'],
  },
  {
    audience: 'registration reviewer',
    id: '00000000-0000-4000-8000-000000000005',
    login: 'reviewer@nebo.local',
    givenName: 'Дмитрий',
    familyName: 'Орлов',
    realmRoles: ['user', 'moderator'],
  },
  {
    audience: 'applicant',
    id: '00000000-0000-4000-8000-000000000006',
    login: 'applicant@nebo.local',
    givenName: 'Мария',
    familyName: 'Соколова',
    realmRoles: ['user', 'individual'],
  },
  {
    audience: 'company pilot',
    id: '00000000-0000-4000-8000-000000000007',
    login: 'company-pilot@nebo.local',
    givenName: 'Пётр',
    familyName: 'Лётчиков',
    realmRoles: ['user', 'juridical'],
  },
  {
    audience: 'company signer',
    id: '00000000-0000-4000-8000-000000000008',
    login: 'company-signer@nebo.local',
    givenName: 'Елена',
    familyName: 'Морозова',
    realmRoles: ['user', 'juridical'],
  },
];

/**
 * Makes sure the demo accounts exist with their contract ids, names and roles. Safe to call on every
 * start and from several instances at once; an existing account keeps its password.
 */
export async function seedDemoAccounts(dataSource: DataSource): Promise<void> {
  const accounts = new AccountRepository(dataSource);
  for (const demo of DEMO_ACCOUNTS) {
    await accounts.upsertSeed({
      id: demo.id,
      login: demo.login,
      email: demo.login,
      emailVerified: true,
      givenName: demo.givenName,
      familyName: demo.familyName,
      locale: 'ru',
      realmRoles: demo.realmRoles,
      password: DEMO_PASSWORD,
    });
  }
}
