import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore, SUMMARY_PATH } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary, type FakeApi } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../../testing/renderInShell';
import { companyProblemOf, invitationKindOf, linkStateOf } from './companyInvitationApi';
import { InvitationPage } from './InvitationPage';

const TOKEN = 'Y29tcGFueS1pbnZpdGF0aW9uLXRva2VuLWZvci10aGUtdGVzdHM';
const ONE = `/api/company-invitations/${TOKEN}`;
const VIEW = {
  companyName: 'Общество с ограниченной ответственностью «Небо-Тест»',
  companyShortName: 'ООО «Небо-Тест»',
  roles: ['PILOT', 'SIGNER'],
  position: 'Пилот БВС',
  email: 'petr@nebo.local',
  expiresAt: '2099-12-01T09:00:00Z',
  status: 'SENT',
};

const failure = (statusCode: number, code?: string) => ({
  status: statusCode,
  body: { error: 'x', message: 'refused', statusCode, detailedError: [], ...(code ? { code } : {}) },
});

function setup(signedIn: boolean): { fake: FakeApi; login: jest.Mock } {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  const login = jest.fn(async () => undefined);
  act(() => {
    if (signedIn) sessionStore.getState().setAuthenticated('token', fakeClaims());
    else sessionStore.getState().setAnonymous();
    sessionStore.setState({ actions: { login, register: jest.fn(async () => undefined), logout: jest.fn(async () => undefined) } });
  });
  return { fake, login };
}

const page = (route = `/employee-invitation/?token=${TOKEN}&kind=company`) =>
  renderInShell(
    <>
      <InvitationPage />
      <LocationProbe />
    </>,
    { route },
  );

describe('a company’s invitation on the employee invitation page', () => {
  it('knows the kind of link, the states of an invitation and the refusals', () => {
    expect(invitationKindOf('?token=a&kind=company')).toBe('company');
    expect(invitationKindOf('?token=a')).toBe('authority');
    expect(linkStateOf('SENT', '2099-01-01T00:00:00Z')).toBe('open');
    expect(linkStateOf('SENT', '2000-01-01T00:00:00Z')).toBe('expired');
    expect(linkStateOf('EXPIRED', null)).toBe('expired');
    expect(linkStateOf('CANCELLED', null)).toBe('cancelled');
    expect(linkStateOf('ACCEPTED', null)).toBe('used');
    expect(linkStateOf('DECLINED', null)).toBe('used');
    const apiError = (statusCode: number, code?: string) => ({ statusCode, message: 'x', error: 'x', detailedError: [], code });
    expect(companyProblemOf(apiError(404, 'company-invitations.not-found'))).toBe('not-found');
    expect(companyProblemOf(apiError(403, 'company-invitations.other-email'))).toBe('other-email');
    expect(companyProblemOf(apiError(409, 'company-invitations.already-employed'))).toBe('already-employed');
    expect(companyProblemOf(apiError(500))).toBe('failed');
  });

  it('signed out: explains the company’s invitation and signs in coming back to the same link', () => {
    const { fake, login } = setup(false);
    page();
    expect(screen.getByText('Компания приглашает вас работать в её профиле на платформе «Небо».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(login).toHaveBeenCalledWith(`/employee-invitation/?token=${TOKEN}&kind=company`);
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('shows the company and the roles, accepts, reads the summary again and goes to /company/', async () => {
    const { fake } = setup(true);
    fake.on('GET', ONE, { body: VIEW });
    fake.on('POST', `${ONE}/accept`, { body: { id: 'c1' } });
    fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ scope: ['user', 'juridical', 'PILOT', 'SIGNER'] }) });
    page();
    const details = await screen.findByLabelText('Приглашение');
    expect(within(details).getByText(VIEW.companyName)).toBeTruthy();
    expect(within(details).getByText('Пилот, Подписант')).toBeTruthy();
    expect(within(details).getByText('Пилот БВС')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/company/'));
    expect(fake.calls.some((call) => call.method === 'POST' && call.url.pathname === `${ONE}/accept`)).toBe(true);
    expect(fake.calls.some((call) => call.url.pathname === SUMMARY_PATH)).toBe(true);
  });

  it('declines after asking once more', async () => {
    const { fake } = setup(true);
    fake.on('GET', ONE, { body: VIEW });
    fake.on('POST', `${ONE}/decline`, { status: 204 });
    page(`/en/employee-invitation/?token=${TOKEN}&kind=company`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the invitation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the invitation' }));
    expect(await screen.findByRole('heading', { name: 'The invitation is declined' })).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST' && call.url.pathname === `${ONE}/decline`)).toHaveLength(1);
  });

  it('explains a link that is no longer valid, another account’s invitation and an employment elsewhere', async () => {
    let { fake } = setup(true);
    fake.on('GET', ONE, failure(404, 'company-invitations.not-found'));
    let view = page();
    expect(await screen.findByRole('heading', { name: 'Приглашение не действует' })).toBeTruthy();
    view.unmount();

    ({ fake } = setup(true));
    fake.on('GET', ONE, { body: { ...VIEW, status: 'CANCELLED' } });
    view = page();
    expect(await screen.findByRole('heading', { name: 'Приглашение отозвано' })).toBeTruthy();
    view.unmount();

    ({ fake } = setup(true));
    fake.on('GET', ONE, { body: VIEW });
    fake.on('POST', `${ONE}/accept`, failure(403, 'company-invitations.other-email'));
    view = page();
    fireEvent.click(await screen.findByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByRole('heading', { name: 'Приглашение для другого адреса' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeTruthy();
    view.unmount();

    ({ fake } = setup(true));
    fake.on('GET', ONE, { body: VIEW });
    fake.on('POST', `${ONE}/accept`, failure(409, 'company-invitations.already-employed'));
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByRole('heading', { name: 'Вы уже работаете в другой организации' })).toBeTruthy();
  });
});
