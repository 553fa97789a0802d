import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import type { EmploymentsRepository, SummaryFacts } from '../repositories/employments.repository';
import type { DronesCountProvider } from './drones-count.provider';
import { UserSummaryService } from './user-summary.service';
import type { UsersService } from './users.service';

type User = SummaryFacts['user'];
type Employment = NonNullable<SummaryFacts['employment']>;

const principal = { subject: 's', login: 'pilot@nebo.local', roles: ['user', 'individual'] } as unknown as AuthenticatedPrincipal;
const completeUser: User = { id: 'u1', login: 'pilot@nebo.local', email: null, sex: 'M', lastName: 'Петров', firstName: 'Иван', patronymic: null, birthDate: '1990-01-01' };

/** The service over stand-ins: `rows` are what successive reads of the account find (the last one repeats). */
function service(user: User | Array<User | null>, drones: number, employment: Employment | null = null) {
  const rows = Array.isArray(user) ? [...user] : [user];
  const ensured: AuthenticatedPrincipal[] = [];
  const usersService = { ensureUser: async (p: AuthenticatedPrincipal) => void ensured.push(p) } as unknown as UsersService;
  const employments = {
    summaryFacts: async () => {
      const row = rows.length > 1 ? rows.shift()! : rows[0];
      return row ? { user: row, employment } : null;
    },
    countStaffWithRole: async () => 0,
  } as unknown as EmploymentsRepository;
  const dronesProvider: DronesCountProvider = { countUserDrones: async () => drones, countOrganisationDrones: async () => drones };
  return Object.assign(new UserSummaryService(usersService, employments, dronesProvider), { ensured });
}

describe('UserSummaryService allowedToFly', () => {
  it('needs at least one drone AND a complete person identity', async () => {
    expect((await service(completeUser, 1).summary(principal)).allowedToFly).toBe(true);
    expect((await service(completeUser, 0).summary(principal)).allowedToFly).toBe(false);
    expect((await service({ ...completeUser, birthDate: null }, 2).summary(principal)).allowedToFly).toBe(false);
  });

  it('reports company drones only to company employees', async () => {
    const employment: Employment = { id: 'e1', type: 'JURIDICAL_ENTITY', organisationId: 'o1', organisationName: 'ООО «Аэросъёмка»', staffRoles: ['PILOT'] };
    expect((await service(completeUser, 3, employment).summary(principal)).companyHasDrones).toBe(true);
    expect((await service(completeUser, 3).summary(principal)).companyHasDrones).toBe(false);
  });
});

describe('UserSummaryService account', () => {
  it('reads the account in one statement when the token matches it, without the creating path', async () => {
    const summaries = service(completeUser, 0);
    expect(await summaries.summary(principal)).toMatchObject({ login: 'pilot@nebo.local', userName: 'Иван', userBirthdate: '1990-01-01' });
    expect(summaries.ensured).toEqual([]);
  });

  it("creates the account on its first call, and refreshes it when the token's login or e-mail changed, then reads it again", async () => {
    const created = service([null, completeUser], 0);
    expect((await created.summary(principal)).login).toBe('pilot@nebo.local');
    expect(created.ensured).toEqual([principal]);

    const renamed = { ...principal, login: 'new@nebo.local', email: 'new@nebo.local' } as AuthenticatedPrincipal;
    const refreshed = service([completeUser, { ...completeUser, login: 'new@nebo.local', email: 'new@nebo.local' }], 0);
    expect((await refreshed.summary(renamed)).login).toBe('new@nebo.local');
    expect(refreshed.ensured).toEqual([renamed]);
  });
});
