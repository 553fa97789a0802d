import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { PersonIdentityFields } from '../domain/person-identity';
import type { UsersRepository } from '../repositories/users.repository';
import { PersonIdentityService } from './person-identity.service';

const USER_ID = 'user-1';

/** 2026-03-10 21:30 UTC is already 11 March in Moscow. */
const LATE_EVENING_UTC = new Date('2026-03-10T21:30:00Z');

function setUp(now: Date) {
  const written: PersonIdentityFields[] = [];
  const users = {
    updatePersonIdentity: async (id: string, fields: PersonIdentityFields) => {
      expect(id).toBe(USER_ID);
      written.push(fields);
    },
  } as unknown as UsersRepository;
  const clock: Clock = { now: () => now };
  return { service: new PersonIdentityService(users, clock), written };
}

const form = { sex: 'F' as const, lastName: 'Смирнова', firstName: 'Ольга', patronymic: null };

describe('PersonIdentityService', () => {
  it('judges the age on the Moscow date: 18 on the birthday in Moscow even while it is still the day before in UTC', async () => {
    const { service, written } = setUp(LATE_EVENING_UTC);
    await expect(service.update(USER_ID, { ...form, birthDate: '2008-03-11' })).resolves.toEqual({ complete: true });
    expect(written).toEqual([{ ...form, birthDate: '2008-03-11' }]);
  });

  it('refuses 17-year-olds and people over 100 without writing anything', async () => {
    const { service, written } = setUp(LATE_EVENING_UTC);
    await expect(service.update(USER_ID, { ...form, birthDate: '2008-03-12' })).rejects.toThrow(
      expect.objectContaining({ fieldErrors: [{ field: 'birthDate', error: 'age must be from 18 to 100 years (is 17)' }] }),
    );
    await expect(service.update(USER_ID, { ...form, birthDate: '1925-03-11' })).rejects.toThrow(FieldValidationException);
    await expect(service.update(USER_ID, { ...form, birthDate: '1925-03-12' })).resolves.toEqual({ complete: true });
    await expect(service.update(USER_ID, { ...form, birthDate: '2027-01-01' })).rejects.toThrow(
      expect.objectContaining({ fieldErrors: [{ field: 'birthDate', error: 'birthDate must not be in the future' }] }),
    );
    expect(written).toHaveLength(1);
  });

  it('answers complete: false when the group is only partly filled, and clears omitted fields', async () => {
    const { service, written } = setUp(LATE_EVENING_UTC);
    await expect(service.update(USER_ID, { lastName: 'Смирнова', firstName: 'Ольга' })).resolves.toEqual({ complete: false });
    expect(written).toEqual([{ sex: null, lastName: 'Смирнова', firstName: 'Ольга', patronymic: null, birthDate: null }]);
  });
});
