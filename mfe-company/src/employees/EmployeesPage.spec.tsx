import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertStore } from '@nebo/shared-ui';
import type { FakeApi } from '@nebo/shared-ui/testing';
import { EmployeePage } from './EmployeePage';
import { EmployeesPage } from './EmployeesPage';
import { renderInCompany, SELF_SUB, setupFakeApi } from './testing';

const LIST = '/business/api/company-profile/employee';
const ID = 'e2';

const employee = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  userId: `u-${id}`,
  login: `${id}@nebo.local`,
  email: `${id}@nebo.local`,
  firstName: 'Пётр',
  lastName: 'Лётчиков',
  patronymic: null,
  position: 'Пилот',
  roles: ['PILOT'],
  createdAt: '2026-11-20T09:00:00Z',
  ...overrides,
});

let fake: FakeApi;
beforeEach(() => {
  fake = setupFakeApi();
  fake.on('GET', LIST, {
    body: {
      data: [
        employee('e1', { userId: SELF_SUB, lastName: 'Админов', firstName: 'Иван', roles: ['SIGNER', 'ADMIN'], position: null }),
        employee(ID),
      ],
      meta: { totalCount: 2 },
    },
  });
  fake.on('GET', `${LIST}/${ID}`, { body: employee(ID) });
  fake.on('GET', `${LIST}/${ID}/appointment-basis-document`, { body: [] });
  fake.on('GET', '/business/api/company-profile/appointment-basis', { body: { data: [] } });
});
afterEach(() => act(() => alertStore.getState().clear()));

const routes = {
  '/en/company/profile/employees/': <EmployeesPage />,
  '/en/company/profile/employees/:id/': <EmployeePage />,
};

describe('EmployeesPage', () => {
  it('lists employees with role badges and links, marks the caller, and offers admins an invitation', async () => {
    renderInCompany(routes, '/en/company/profile/employees/');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Open the card: Админов Иван' }).getAttribute('href')).toBe(
      '/en/company/profile/employees/e1/',
    );
    expect(within(table).getByText(/\(you\)/)).toBeTruthy();
    expect(within(table).getAllByText('Administrator')).toHaveLength(1);
    expect(within(table).getAllByText('Signer')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Invite an employee' }).getAttribute('href')).toBe('/en/company/profile/invites/new/');
  });

  it('filters by role and text through the call', async () => {
    renderInCompany(routes, '/en/company/profile/employees/');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'PILOT' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'лёт' } });
    await waitFor(() => {
      const last = fake.calls.filter((call) => call.url.pathname === LIST).at(-1);
      expect(last?.url.searchParams.get('role')).toBe('PILOT');
      expect(last?.url.searchParams.get('query')).toBe('лёт');
    });
  });

  it('hides admin actions from a pilot and says when the list cannot be loaded', async () => {
    fake.on('GET', LIST, { status: 500, body: { error: 'Internal', statusCode: 500, message: 'boom' } });
    renderInCompany(routes, '/en/company/profile/employees/', ['PILOT']);
    expect(await screen.findByText('The employees could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invite an employee' })).toBeNull();
  });
});

describe('EmployeePage', () => {
  it('changes roles and position for an admin (PUT) and refuses an empty role set', async () => {
    fake.on('PUT', `${LIST}/${ID}`, (call) => ({ body: employee(ID, call.body as Record<string, unknown>) }));
    renderInCompany(routes, `/en/company/profile/employees/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change roles and position' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Pilot'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one role')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Signer'));
    fireEvent.click(within(dialog).getByLabelText('Manager'));
    fireEvent.change(within(dialog).getByLabelText('Position'), { target: { value: 'Старший пилот' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ roles: ['MANAGER', 'SIGNER'], position: 'Старший пилот' });
  });

  it('removes after confirmation, and shows the last-admin refusal in the dialog', async () => {
    fake.on('DELETE', `${LIST}/${ID}`, {
      status: 409,
      body: { error: 'Conflict', statusCode: 409, message: 'Last admin', code: 'companies.last-admin' },
    });
    renderInCompany(routes, `/en/company/profile/employees/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from the company' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Лётчиков Пётр will no longer be an employee/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/last administrator/);
    fake.on('DELETE', `${LIST}/${ID}`, { status: 204 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeTruthy();
  });

  it('shows no admin action to a signer and a 404 as "not found"', async () => {
    renderInCompany(routes, `/en/company/profile/employees/${ID}/`, ['SIGNER']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Лётчиков Пётр' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change roles and position' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove from the company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
  });

  it('says an employee of another company is not found', async () => {
    fake.on('GET', `${LIST}/${ID}`, { status: 404, body: { error: 'Not Found', statusCode: 404, message: 'Not found' } });
    renderInCompany(routes, `/en/company/profile/employees/${ID}/`);
    expect(await screen.findByText('Employee not found')).toBeTruthy();
  });
});
