import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, sessionStore, SUMMARY_PATH } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary, type FakeApi } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../../testing/renderInShell';
import { problemOf } from './invitationApi';
import { InvitationPage } from './InvitationPage';

const TOKEN = 'q3J0bmF0aW9uLXRva2VuLWZvci10aGUtdGVzdHMtMzJieXRlcw';
const INVITATION = {
  authorityName: 'Московский зональный центр ЕС ОрВД',
  authorityType: 'ZONAL_CENTER',
  position: 'Диспетчер',
  email: 'volkov@nebo.local',
  expiresAt: '2026-12-01T09:00:00Z',
};

const failure = (statusCode: number, code?: string) => ({
  status: statusCode,
  body: { error: 'x', message: 'refused', statusCode, detailedError: [], ...(code ? { code } : {}) },
});

function setup(signedIn: boolean): { fake: FakeApi; login: jest.Mock; register: jest.Mock } {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  const login = jest.fn(async () => undefined);
  const register = jest.fn(async () => undefined);
  act(() => {
    if (signedIn) sessionStore.getState().setAuthenticated('token', fakeClaims());
    else sessionStore.getState().setAnonymous();
    sessionStore.setState({ actions: { login, register, logout: jest.fn(async () => undefined) } });
  });
  return { fake, login, register };
}

const page = (route = `/employee-invitation/?token=${TOKEN}`) =>
  renderInShell(
    <>
      <InvitationPage />
      <LocationProbe />
    </>,
    { route },
  );

describe('the employee invitation page', () => {
  it('tells the refusals apart by code, and by status from a server without codes', () => {
    const apiError = (statusCode: number, code?: string) => ({ statusCode, message: 'x', error: 'x', detailedError: [], code });
    expect(problemOf(apiError(404, 'authority-staff.invitation-not-found'))).toBe('not-found');
    expect(problemOf(apiError(403, 'authority-staff.invitation-other-email'))).toBe('other-email');
    expect(problemOf(apiError(409, 'authority-staff.already-employed'))).toBe('already-employed');
    expect(problemOf(apiError(404))).toBe('not-found');
    expect(problemOf(apiError(503))).toBe('failed');
    expect(problemOf(new Error('offline'))).toBe('failed');
  });

  it('signed out: explains, and signs in (or registers) coming back to the same link, without calling the API', () => {
    const { fake, login, register } = setup(false);
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Приглашение сотрудника' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(login).toHaveBeenCalledWith(`/employee-invitation/?token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(register).toHaveBeenCalled();
    expect(fake.calls).toHaveLength(0);
  });

  it('signed in: shows the invitation; accepting reloads the summary and opens the dashboard', async () => {
    const { fake } = setup(true);
    fake.on('GET', `/api/authority-invitations/${TOKEN}`, { body: INVITATION });
    fake.on('POST', `/api/authority-invitations/${TOKEN}/accept`, { body: {} });
    fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ scope: ['user', 'individual', 'AUTHORITY'] }) });
    page(`/en/employee-invitation/?token=${TOKEN}`);
    expect(await screen.findByText('Московский зональный центр ЕС ОрВД')).toBeTruthy();
    expect(screen.getByText('Zonal ATM centre')).toBeTruthy();
    expect(screen.getByText('Диспетчер')).toBeTruthy();
    expect(screen.getByText('01.12.2026 12:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/agreement/dashboard/'));
    expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `GET /api/authority-invitations/${TOKEN}`,
      `POST /api/authority-invitations/${TOKEN}/accept`,
      `GET ${SUMMARY_PATH}`,
    ]);
    expect(sessionStore.getState().summary?.scope).toContain('AUTHORITY');
  });

  it.each([
    [403, 'authority-staff.invitation-other-email', 'Приглашение для другого адреса'],
    [409, 'authority-staff.already-employed', 'Вы уже работаете в другой организации'],
    [404, 'authority-staff.invitation-not-found', 'Приглашение не действует'],
  ])('explains a refused acceptance (%i %s) in words', async (status, code, title) => {
    const { fake } = setup(true);
    fake.on('GET', `/api/authority-invitations/${TOKEN}`, { body: INVITATION });
    fake.on('POST', `/api/authority-invitations/${TOKEN}/accept`, failure(status, code));
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/employee-invitation/?token=${TOKEN}`);
  });

  it('says an expired or unknown invitation is no longer valid', async () => {
    const { fake } = setup(true);
    fake.on('GET', `/api/authority-invitations/${TOKEN}`, failure(404, 'authority-staff.invitation-not-found'));
    page();
    expect(await screen.findByRole('heading', { level: 2, name: 'Приглашение не действует' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).toBeNull();
  });

  it('says a link without a token is not valid', () => {
    const { fake } = setup(true);
    page('/employee-invitation/');
    expect(screen.getByRole('heading', { level: 2, name: 'Ссылка недействительна' })).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });
});
