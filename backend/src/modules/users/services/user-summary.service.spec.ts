import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import type { EmploymentEntity } from '../entities/employment.entity';
import type { UserEntity } from '../entities/user.entity';
import type { EmploymentsRepository } from '../repositories/employments.repository';
import type { DronesCountProvider } from './drones-count.provider';
import { UserSummaryService } from './user-summary.service';
import type { UsersService } from './users.service';

const principal = { subject: 's', login: 'pilot@nebo.local', roles: ['user', 'individual'] } as AuthenticatedPrincipal;
const completeUser = { id: 'u1', login: 'pilot@nebo.local', sex: 'M', lastName: 'Петров', firstName: 'Иван', patronymic: null, birthDate: '1990-01-01' } as UserEntity;

function service(user: UserEntity, drones: number, employment: EmploymentEntity | null = null) {
  const usersService = { ensureUser: async () => user } as unknown as UsersService;
  const employments = { findByUserId: async () => employment, countStaffWithRole: async () => 0 } as unknown as EmploymentsRepository;
  const dronesProvider: DronesCountProvider = { countUserDrones: async () => drones, countOrganisationDrones: async () => drones };
  return new UserSummaryService(usersService, employments, dronesProvider);
}

describe('UserSummaryService allowedToFly', () => {
  it('needs at least one drone AND a complete person identity', async () => {
    expect((await service(completeUser, 1).summary(principal)).allowedToFly).toBe(true);
    expect((await service(completeUser, 0).summary(principal)).allowedToFly).toBe(false);
    expect((await service({ ...completeUser, birthDate: null } as UserEntity, 2).summary(principal)).allowedToFly).toBe(false);
  });

  it('reports company drones only to company employees', async () => {
    const employment = { id: 'e1', type: 'JURIDICAL_ENTITY', organisationId: 'o1', organisationName: 'ООО «Аэросъёмка»', staffRoles: ['PILOT'] } as EmploymentEntity;
    expect((await service(completeUser, 3, employment).summary(principal)).companyHasDrones).toBe(true);
    expect((await service(completeUser, 3).summary(principal)).companyHasDrones).toBe(false);
  });
});
