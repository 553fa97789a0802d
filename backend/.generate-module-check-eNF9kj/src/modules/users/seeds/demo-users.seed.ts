import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';
import type { Sex } from '../domain/person-identity';
import type { EmploymentType, StaffRole } from '../domain/employment';

interface DemoUser {
  subject: string;
  login: string;
  lastName: string;
  firstName: string;
  sex: Sex;
  birthDate: string | null;
  /** The rest of a complete profile; only the demo applicant has it (the others show the newcomer's way). */
  profile?: { patronymic: string; phone: string; birthPlace: string; residenceAddress: string };
  employment?: { organisationId: string; type: EmploymentType; name: string; staffRoles: StaffRole[] };
}

/**
 * The demo accounts of docs/contracts.md (same subjects as the identity provider's seed). The pilot has
 * no birth date on purpose: a newcomer's first stop is the personal-data form. The applicant's profile is complete:
 * the demo-flights module makes the requests the authority reviews in their name.
 */
const DEMO_USERS: DemoUser[] = [
  {
    subject: '00000000-0000-4000-8000-000000000001',
    login: 'pilot@nebo.local',
    lastName: 'Петров',
    firstName: 'Иван',
    sex: 'M',
    birthDate: null,
  },
  {
    subject: '00000000-0000-4000-8000-000000000002',
    login: 'company@nebo.local',
    lastName: 'Смирнова',
    firstName: 'Ольга',
    sex: 'F',
    birthDate: '1986-04-12',
    // Employed by the demo company «Небо-Тест» as its ADMIN: the companies module's seed (company_employees).
  },
  {
    subject: '00000000-0000-4000-8000-000000000003',
    login: 'authority@nebo.local',
    lastName: 'Волков',
    firstName: 'Сергей',
    sex: 'M',
    birthDate: '1979-09-03',
    employment: {
      organisationId: '00000000-0000-4000-9000-000000000002',
      type: 'AUTHORITY',
      name: 'Московский зональный центр ЕС ОрВД',
      staffRoles: [],
    },
  },
  {
    subject: '00000000-0000-4000-8000-000000000004',
    login: 'admin@nebo.local',
    lastName: 'Кузнецова',
    firstName: 'Анна',
    sex: 'F',
    birthDate: '1990-01-20',
  },
  {
    subject: '00000000-0000-4000-8000-000000000005',
    login: 'reviewer@nebo.local',
    lastName: 'Орлов',
    firstName: 'Дмитрий',
    sex: 'M',
    birthDate: '1988-06-15',
  },
  {
    subject: '00000000-0000-4000-8000-000000000006',
    login: 'applicant@nebo.local',
    lastName: 'Соколова',
    firstName: 'Мария',
    sex: 'F',
    birthDate: '1991-03-14',
    profile: {
      patronymic: 'Андреевна',
      phone: '79165550106',
      birthPlace: 'г. Москва',
      residenceAddress: 'Московская обл., г. Истра, ул. Ленина, д. 12, кв. 34',
    },
  },
  {
    // The demo company's PILOT (companies module seed).
    subject: '00000000-0000-4000-8000-000000000007',
    login: 'company-pilot@nebo.local',
    lastName: 'Лётчиков',
    firstName: 'Пётр',
    sex: 'M',
    birthDate: '1993-07-21',
  },
  {
    // The demo company's SIGNER (companies module seed).
    subject: '00000000-0000-4000-8000-000000000008',
    login: 'company-signer@nebo.local',
    lastName: 'Морозова',
    firstName: 'Елена',
    sex: 'F',
    birthDate: '1984-11-02',
  },
];

/**
 * Upserts the demo users by subject. Only the account facts (login, e-mail) are reset on conflict:
 * whatever a demo user edited in the profile survives a restart. Employments are upserted by user.
 */
export const demoUsersSeed: Seed = {
  name: 'demo-users',
  async run(manager: EntityManager): Promise<void> {
    for (const user of DEMO_USERS) {
      const [{ id }] = (await manager.query(
        `INSERT INTO users (subject, login, email, sex, last_name, first_name, birth_date, patronymic, phone, birth_place, residence_address)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (subject) DO UPDATE SET login = EXCLUDED.login, email = EXCLUDED.email
         RETURNING id`,
        [
          user.subject,
          user.login,
          user.sex,
          user.lastName,
          user.firstName,
          user.birthDate,
          user.profile?.patronymic ?? null,
          user.profile?.phone ?? null,
          user.profile?.birthPlace ?? null,
          user.profile?.residenceAddress ?? null,
        ],
      )) as Array<{ id: string }>;
      if (!user.employment) continue;
      const { organisationId, type, name, staffRoles } = user.employment;
      await manager.query(
        `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET type = EXCLUDED.type, organisation_id = EXCLUDED.organisation_id,
           organisation_name = EXCLUDED.organisation_name, staff_roles = EXCLUDED.staff_roles`,
        [id, type, organisationId, name, staffRoles],
      );
    }
  },
};
