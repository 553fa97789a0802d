import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import { RegistrationRequestsPage } from './RegistrationRequestsPage';

registerRemoteTranslations();

const LIST = '/api/company-registration/request';

const item = {
  id: '00000000-0000-4000-8000-00000000c001',
  kind: 'REGISTRATION',
  status: 'CREATED',
  name: 'Общество с ограниченной ответственностью «Небо-Тест»',
  shortName: 'ООО «Небо-Тест»',
  inn: '7712345676',
  companyType: 'OOO',
  applicantName: 'Иванов Иван',
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-22T09:00:00Z',
};

let fake: FakeApi;

function setup(items: object[] = [item], status = 200) {
  fake = createFakeApi();
  fake.on(
    'GET',
    LIST,
    status === 200
      ? { body: { data: items, meta: { totalCount: items.length } } }
      : { status, body: { statusCode: status, message: 'Down' } },
  );
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

const lastQuery = () => fake.calls.filter((call) => call.method === 'GET' && call.url.pathname === LIST).at(-1)?.url.searchParams;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      {['/admin/company-registration-requests/', '/en/admin/company-registration-requests/'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <RegistrationRequestsPage />
              <Where />
            </>
          }
        />
      ))}
    </Routes>,
    { route },
  );

describe('RegistrationRequestsPage', () => {
  it('lists the requests with links to each, in Russian', async () => {
    setup();
    renderAt('/admin/company-registration-requests/');
    expect(screen.getByRole('heading', { level: 1, name: 'Заявки на регистрацию компаний' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Заявки' });
    const link = within(table).getByRole('link', { name: 'Открыть заявку ООО «Небо-Тест»' });
    expect(link.getAttribute('href')).toBe(`/admin/company-registration-requests/${item.id}/`);
    expect(within(table).getByText('7712345676')).toBeTruthy();
    expect(within(table).getByText('Новая')).toBeTruthy();
    expect(within(table).getByText('Регистрация компании')).toBeTruthy();
    expect(within(table).getByText('22.11.2026 12:00')).toBeTruthy();
    expect(screen.getByText('Найдено заявок: 1')).toBeTruthy();
  });

  it('filters by status and kind through the address and asks the server with them', async () => {
    setup();
    renderAt('/en/admin/company-registration-requests/');
    await screen.findByRole('table', { name: 'Requests' });
    fireEvent.click(screen.getByRole('button', { name: 'Fixed' }));
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    fireEvent.change(screen.getByLabelText('Request kind'), { target: { value: 'CHANGE' } });
    await waitFor(() => expect(lastQuery()?.get('kind')).toBe('CHANGE'));
    expect(lastQuery()?.getAll('status')).toEqual(['CREATED', 'FIXED']);
    expect(decodeURIComponent(screen.getByTestId('where').textContent ?? '')).toContain('status=CREATED,FIXED');
    expect(screen.getByRole('button', { name: 'Fixed' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText(/Search/), { target: { value: '7712' } });
    await waitFor(() => expect(lastQuery()?.get('query')).toBe('7712'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(lastQuery()?.has('kind')).toBe(false));
  });

  it('says when there are no requests, and when the list could not be loaded', async () => {
    setup([]);
    const { unmount } = renderAt('/admin/company-registration-requests/');
    expect(await screen.findByText('Заявок пока нет')).toBeTruthy();
    unmount();
    setup([], 503);
    renderAt('/admin/company-registration-requests/');
    expect(await screen.findByText('Не удалось загрузить заявки')).toBeTruthy();
  });
});
