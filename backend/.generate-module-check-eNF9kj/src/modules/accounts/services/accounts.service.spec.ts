import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { SystemClock } from '../../../common/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import type { AccountRow } from '../entities/account.row';
import type { AccountsRepository } from '../repositories/accounts.repository';
import { AccountsService } from './accounts.service';

const principal = {
  subject: 'sub-1',
  login: 'pilot@nebo.local',
  email: 'pilot@nebo.local',
  roles: ['user', 'individual'],
} as AuthenticatedPrincipal;

function setUp() {
  const row: AccountRow = { id: 'u1', subject: 'sub-1', login: 'pilot@nebo.local', email: 'pilot@nebo.local', emailChangedAt: null };
  const repository = {
    findBySubject: jest.fn(async () => ({ ...row })),
    insertIfAbsent: jest.fn(async () => undefined),
    updateAccount: jest.fn(async (_id: string, account: { login: string; email: string | null }) => void Object.assign(row, account)),
  };
  const config = { auth: { accessTokenTtlSeconds: 900 } } as AppConfig;
  return { repository, accounts: new AccountsService(repository as unknown as AccountsRepository, new SystemClock(), config) };
}

describe('AccountsService.userIdOf', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the user once, then answers from memory', async () => {
    const { repository, accounts } = setUp();
    expect(await accounts.userIdOf(principal)).toBe('u1');
    expect(await accounts.userIdOf(principal)).toBe('u1');
    expect(repository.findBySubject).toHaveBeenCalledTimes(1);
  });

  it('takes the full path again when the token names another login or e-mail, so the row is refreshed', async () => {
    const { repository, accounts } = setUp();
    await accounts.userIdOf(principal);
    expect(await accounts.userIdOf({ ...principal, email: 'new@nebo.local' })).toBe('u1');
    expect(repository.updateAccount).toHaveBeenCalledWith('u1', { login: 'pilot@nebo.local', email: 'new@nebo.local' });
    expect(repository.findBySubject).toHaveBeenCalledTimes(2);
  });

  it('reads the user again once the entry is a minute old', async () => {
    const { repository, accounts } = setUp();
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    await accounts.userIdOf(principal);
    jest.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    await accounts.userIdOf(principal);
    expect(repository.findBySubject).toHaveBeenCalledTimes(2);
  });
});
