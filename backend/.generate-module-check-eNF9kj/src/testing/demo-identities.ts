/** The demo accounts of docs/contracts.md as their tokens describe them. */
export interface DemoIdentity {
  sub: string;
  login: string;
  givenName: string;
  familyName: string;
  roles: string[];
}

export const DEMO_IDENTITIES = {
  pilot: {
    sub: '00000000-0000-4000-8000-000000000001',
    login: 'pilot@nebo.local',
    givenName: 'Ivan',
    familyName: 'Petrov',
    roles: ['user', 'individual'],
  },
  company: {
    sub: '00000000-0000-4000-8000-000000000002',
    login: 'company@nebo.local',
    givenName: 'Olga',
    familyName: 'Smirnova',
    roles: ['user', 'juridical'],
  },
  authority: {
    sub: '00000000-0000-4000-8000-000000000003',
    login: 'authority@nebo.local',
    givenName: 'Sergey',
    familyName: 'Volkov',
    roles: ['user', 'authority'],
  },
  admin: {
    sub: '00000000-0000-4000-8000-000000000004',
    login: 'admin@nebo.local',
    givenName: 'Anna',
    familyName: 'Kuznetsova',
    roles: ['admin'],
  },
  reviewer: {
    sub: '00000000-0000-4000-8000-000000000005',
    login: 'reviewer@nebo.local',
    givenName: 'Dmitry',
    familyName: 'Orlov',
    roles: ['user', 'moderator'],
  },
  applicant: {
    sub: '00000000-0000-4000-8000-000000000006',
    login: 'applicant@nebo.local',
    givenName: 'Maria',
    familyName: 'Sokolova',
    roles: ['user', 'individual'],
  },
  companyPilot: {
    sub: '00000000-0000-4000-8000-000000000007',
    login: 'company-pilot@nebo.local',
    givenName: 'Pyotr',
    familyName: 'Lyotchikov',
    roles: ['user', 'juridical'],
  },
  companySigner: {
    sub: '00000000-0000-4000-8000-000000000008',
    login: 'company-signer@nebo.local',
    givenName: 'Elena',
    familyName: 'Morozova',
    roles: ['user', 'juridical'],
  },
} satisfies Record<string, DemoIdentity>;

export type DemoRole = keyof typeof DEMO_IDENTITIES;
