import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { SystemClock } from '../../../common/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import type { UserEntity } from '../entities/user.entity';
import type { UsersRepository } from '../repositories/users.repository';
import { UsersService } from './users.service';

const principal = { subject: 'sub-1', login: 'pilot@nebo.local', email: 'pilot@nebo.local', roles: ['user', 'individual'] } as AuthenticatedPrincipal;

function setUp() {
  const row = { id: 'u1', subject: 'sub-1', login: 'pilot@nebo.local', email: 'pilot@nebo.local', emailChangedAt: null } as UserEntity;
  const repository = {
    findBySubject: jest.fn(async () => ({ ...row })),
    insertIfAbsent: jest.fn(async () => undefined),
    updateAccount: jest.fn(async (_id: string, account: { login: string; email: string | null }) => void Object.assign(row, account)),
  };
  const config = { auth: { accessTokenTtlSeconds: 900 } } as AppConfig;
  return { repository, users: new UsersService(repository as unknown as UsersRepository, new SystemClock(), config) };
}

describe('UsersService.userIdOf', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the user once, then answers from memory', async () => {
    const { repository, users } = setUp();
    expect(await users.userIdOf(principal)).toBe('u1');
    expect(await users.userIdOf(principal)).toBe('u1');
    expect(repository.findBySubject).toHaveBeenCalledTimes(1);
  });

  it('takes the full path again when the token names another login or e-mail, so the row is refreshed', async () => {
    const { repository, users } = setUp();
    await users.userIdOf(principal);
    expect(await users.userIdOf({ ...principal, email: 'new@nebo.local' })).toBe('u1');
    expect(repository.updateAccount).toHaveBeenCalledWith('u1', { login: 'pilot@nebo.local', email: 'new@nebo.local' });
    expect(repository.findBySubject).toHaveBeenCalledTimes(2);
  });

  it('reads the user again once the entry is a minute old', async () => {
    const { repository, users } = setUp();
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    await users.userIdOf(principal);
    jest.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    await users.userIdOf(principal);
    expect(repository.findBySubject).toHaveBeenCalledTimes(2);
  });
});
