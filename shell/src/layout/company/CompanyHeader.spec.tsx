import { act, fireEvent, screen, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary, type FakeApi } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../testing/renderInShell';
import { Logo } from '../Logo';
import { UserMenu } from '../UserMenu';
import { COMPANY_SUMMARY_PATH, companyDisplayName, companyInitial } from './companySummary';

const COMPANY = {
  id: 'c1',
  name: 'Общество с ограниченной ответственностью «Небо-Тест»',
  shortName: 'ООО «Небо-Тест»',
  avatar: null,
  dronesCount: 2,
  companyStaffRolesCounts: [],
  myRoles: ['ADMIN'],
};

function setup(scope: string[], company: object | null = COMPANY): FakeApi {
  const fake = createFakeApi();
  fake.on('GET', '/sppi/auth/session', { body: { authorized: false, login: null, expiresAt: null } });
  fake.on('GET', COMPANY_SUMMARY_PATH, company ? { body: company } : { status: 500, body: { statusCode: 500, message: 'Down' } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => {
    sessionStore.getState().setAuthenticated('token', fakeClaims({ sub: scope.join('-') }));
    sessionStore.setState({
      summary: fakeSummary({ scope, employment: { type: 'JURIDICAL_ENTITY', name: 'ООО «Небо-Тест» (из сводки)', employeeId: 'e1' } }),
      summaryFetchedAt: Date.now(),
    });
  });
  return fake;
}

describe('the company header', () => {
  it('takes the logo letter from the short name, past the legal form and the quotes', () => {
    expect(companyInitial('ООО «Небо-Тест»')).toBe('Н');
    expect(companyInitial('ИП Петров')).toBe('П');
    expect(companyInitial('«аэро»')).toBe('А');
    expect(companyInitial('ООО')).toBe('О');
    expect(companyInitial('')).toBe('');
    expect(companyDisplayName(undefined, 'Employment')).toBe('Employment');
  });

  it('shows the company’s letter and short name, leading to /company/, and the company name in the user menu', async () => {
    setup(['user', 'juridical', 'ADMIN']);
    renderInShell(
      <>
        <Logo />
        <UserMenu />
      </>,
      { route: '/company/' },
    );
    const home = await screen.findByRole('link', { name: 'ООО «Небо-Тест» — главная страница компании' });
    expect(home.getAttribute('href')).toBe('/company/');
    expect(within(home).getByTestId('company-mark').textContent).toBe('Н');
    fireEvent.click(screen.getByRole('button', { name: /Меню пользователя/ }));
    const entry = screen.getByRole('link', { name: 'Профиль компании: ООО «Небо-Тест»' });
    expect(entry.getAttribute('href')).toBe('/company/profile/');
    expect(entry.textContent).toBe('ООО «Небо-Тест»');
  });

  it('shows the avatar when the company has one', async () => {
    setup(['user', 'juridical', 'PILOT'], { ...COMPANY, avatar: 'http://api.test/api/files/a1' });
    renderInShell(<Logo />, { route: '/en/company/' });
    const home = await screen.findByRole('link', { name: 'ООО «Небо-Тест»: the company’s home page' });
    expect(await within(home).findByRole('presentation', { hidden: true })).toBeTruthy();
  });

  it('falls back to the employment’s name when the company summary fails, and keeps the Nebo logo for others', async () => {
    setup(['user', 'juridical', 'ADMIN'], null);
    const { unmount } = renderInShell(<Logo />, { route: '/company/' });
    expect(await screen.findByRole('link', { name: 'ООО «Небо-Тест» (из сводки) — главная страница компании' })).toBeTruthy();
    unmount();
    const fake = setup(['user', 'individual']);
    renderInShell(<Logo />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Небо — на главную' }).getAttribute('href')).toBe('/');
    expect(fake.calls.some((call) => call.url.pathname === COMPANY_SUMMARY_PATH)).toBe(false);
  });
});
