import type { AuthenticatedPrincipal, Caller } from '../../../common/auth/principal';
import type { IdentityDocumentCheck } from '../../documents/services/identity-document-check';
import type { DroneCountsService } from '../../drones/services/drone-counts.service';
import type { SummaryFacts } from '../../users/services/employments.service';
import type { EmploymentsService } from '../../users/services/employments.service';
import { UserSummaryService } from './user-summary.service';

type User = SummaryFacts['user'];
type Employment = NonNullable<SummaryFacts['employment']>;

const principal = { subject: 's', login: 'pilot@nebo.local', roles: ['user', 'individual'] } as unknown as AuthenticatedPrincipal;
const caller: Caller = { principal, userId: 'u1' };
const completeUser: User = {
  id: 'u1',
  login: 'pilot@nebo.local',
  email: null,
  sex: 'M',
  lastName: 'Петров',
  firstName: 'Иван',
  patronymic: null,
  birthDate: '1990-01-01',
};

/** The service over stand-ins; `read` records the user ids the account was read for, `passport` whether one is on file. */
function service(user: User, drones: number, employment: Employment | null = null, passport = true) {
  const read: string[] = [];
  const employments = {
    summaryFacts: async (userId: string) => {
      read.push(userId);
      return { user, employment };
    },
    countStaffWithRole: async () => 0,
  } as unknown as EmploymentsService;
  const droneCounts = { countUserDrones: async () => drones, countOrganisationDrones: async () => drones } as unknown as DroneCountsService;
  const documents = { hasIdentityDocument: async () => passport } as unknown as IdentityDocumentCheck;
  return Object.assign(new UserSummaryService(employments, droneCounts, documents), { read });
}

describe('UserSummaryService allowedToFly', () => {
  it('needs at least one drone AND a complete person identity', async () => {
    expect((await service(completeUser, 1).summary(caller)).allowedToFly).toBe(true);
    expect((await service(completeUser, 0).summary(caller)).allowedToFly).toBe(false);
    expect((await service({ ...completeUser, birthDate: null }, 2).summary(caller)).allowedToFly).toBe(false);
  });

  it('counts the person identity complete only with a passport on file', async () => {
    const withoutPassport = await service(completeUser, 1, null, false).summary(caller);
    expect(withoutPassport).toMatchObject({ fieldGroupsCompletion: { personIdentity: false }, allowedToFly: false });
  });

  it('reports company drones only to company employees', async () => {
    const employment: Employment = {
      id: 'e1',
      type: 'JURIDICAL_ENTITY',
      organisationId: 'o1',
      organisationName: 'ООО «Аэросъёмка»',
      staffRoles: ['PILOT'],
    };
    expect((await service(completeUser, 3, employment).summary(caller)).companyHasDrones).toBe(true);
    expect((await service(completeUser, 3).summary(caller)).companyHasDrones).toBe(false);
  });
});

describe('UserSummaryService account', () => {
  // Creating and refreshing the account is the auth guard's (common/auth/auth.guard.integration-spec.ts).
  it("reads the caller's account by the user id the guard resolved", async () => {
    const summaries = service(completeUser, 0);
    expect(await summaries.summary(caller)).toMatchObject({
      login: 'pilot@nebo.local',
      userName: 'Иван',
      userBirthdate: '1990-01-01',
      scope: ['user', 'individual'],
    });
    expect(summaries.read).toEqual(['u1']);
  });
});
