import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminEmployee, AUTHORITY_ID, invitedEmployee, renderArea, setupArea } from '../api/testing';

jest.mock('../review/map/MapViewSlot', () => ({ MapViewSlot: () => null, MAP_REMOTE: 'mfe_map' }));

const departments = {
  data: [
    { id: 'd-plan', name: 'Группа планирования', authorityId: AUTHORITY_ID, employeeCount: 1 },
    { id: 'd-atc', name: 'Диспетчерская служба', authorityId: AUTHORITY_ID, employeeCount: 0 },
  ],
  meta: { totalCount: 2 },
};
const employees = { data: [adminEmployee, invitedEmployee], meta: { totalCount: 2 } };
const refusal = (statusCode: number, code: string, message: string) => ({
  status: statusCode,
  body: { statusCode, error: 'x', message, detailedError: [], code },
});

describe('the departments page', () => {
  it('adds a department, showing a duplicate name refused by the server next to the field', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority-departments', { body: departments });
    fake.on('POST', '/api/authority-departments', refusal(409, 'authority-staff.department-exists', 'exists'));
    renderArea('/agreement/authority/departments/');
    expect(await screen.findByText('Группа планирования')).toBeTruthy();
    expect(screen.getByText('Сотрудников: 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Добавить отдел' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Новый отдел' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText('Укажите название отдела')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Название отдела'), { target: { value: ' Диспетчерская служба ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Отдел с таким названием уже есть.');
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Диспетчерская служба', authorityId: AUTHORITY_ID });

    fake.on('POST', '/api/authority-departments', {
      status: 201,
      body: { id: 'd-new', name: 'Отдел связи', authorityId: AUTHORITY_ID, employeeCount: 0 },
    });
    fireEvent.change(dialog.getByLabelText('Название отдела'), { target: { value: 'Отдел связи' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a department after a confirmation that names it', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority-departments', { body: departments });
    fake.on('DELETE', '/api/authority-departments/d-plan', { status: 204 });
    renderArea('/agreement/authority/departments/');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить отдел «Группа планирования»' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Удалить отдел?' }));
    expect(dialog.getByText(/Его сотрудники \(1\) продолжат работать без отдела/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no changes to an employee who is not an admin', async () => {
    const fake = setupArea({ ...invitedEmployee, status: 'ACTIVE' });
    fake.on('GET', '/api/authority-departments', { body: departments });
    renderArea('/agreement/authority/departments/');
    expect(await screen.findByText('Группа планирования')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить отдел' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить отдел/ })).toBeNull();
  });
});

describe('the employees page', () => {
  it('lists the employees with their status, filters by department and text in the address', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority-departments', { body: departments });
    fake.on('GET', '/api/authority-employees', { body: employees });
    renderArea('/agreement/authority/employees/');
    const table = within(await screen.findByRole('table', { name: 'Сотрудники органа' }));
    expect(table.getByRole('rowheader', { name: /Волков Сергей Андреевич \(вы\)/ })).toBeTruthy();
    expect(table.getByText('Приглашён')).toBeTruthy();
    expect(table.getByText('Работает')).toBeTruthy();
    expect(table.getByRole('button', { name: 'Отправить приглашение ещё раз: new@zc.ru' })).toBeTruthy();
    expect(table.queryByRole('button', { name: /Отправить приглашение ещё раз: Волков/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Отдел'), { target: { value: 'd-atc' } });
    fireEvent.change(screen.getByLabelText('Поиск по ФИО, e-mail или должности'), { target: { value: 'дисп' } });
    await waitFor(() => {
      const last = fake.calls.filter((call) => call.url.pathname === '/api/authority-employees').at(-1);
      expect(last?.url.searchParams.get('departmentId')).toBe('d-atc');
      expect(last?.url.searchParams.get('text')).toBe('дисп');
      expect(last?.url.searchParams.get('authorityId')).toBe(AUTHORITY_ID);
    });
  });

  it('invites an employee: e-mail, position, department and admin rights', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority-departments', { body: departments });
    fake.on('GET', '/api/authority-employees', { body: employees });
    fake.on('POST', '/api/authority-employees', { status: 201, body: { ...invitedEmployee, id: 'e-2', email: 'ivanova@zc.ru' } });
    renderArea('/en/agreement/authority/employees/');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite an employee' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite an employee' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    expect(await dialog.findByText('Enter an e-mail address')).toBeTruthy();
    expect(dialog.getByText('Enter the position')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'ivanova@zc.ru' } });
    fireEvent.change(dialog.getByLabelText('Position'), { target: { value: 'Диспетчер' } });
    fireEvent.change(dialog.getByLabelText('Department'), { target: { value: 'd-atc' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Administrator of the authority' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ivanova@zc.ru',
      position: 'Диспетчер',
      departmentId: 'd-atc',
      authorityId: AUTHORITY_ID,
      isAdmin: true,
    });
  });

  it('edits an employee, and shows the last-admin refusal in the dialog', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority-departments', { body: departments });
    fake.on('GET', '/api/authority-employees', { body: employees });
    fake.on('PATCH', '/api/authority-employees', refusal(409, 'authority-staff.last-admin', 'last admin'));
    renderArea('/agreement/authority/employees/');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить сотрудника Волков Сергей Андреевич' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Сотрудник authority@nebo.local' }));
    expect(dialog.queryByLabelText('Электронная почта')).toBeNull();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Администратор органа' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('В органе должен остаться хотя бы один администратор.');
    expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      id: 'e-admin',
      position: 'Начальник смены',
      departmentId: 'd-plan',
      authorityId: AUTHORITY_ID,
      isAdmin: false,
    });
  });

  it('re-sends an invitation and removes an employee after confirming', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority-departments', { body: departments });
    fake.on('GET', '/api/authority-employees', { body: employees });
    fake.on('PUT', '/api/authority-employees/e-new/resend-invitation', { status: 204 });
    fake.on('DELETE', '/api/authority-employees/e-new', { status: 204 });
    renderArea('/agreement/authority/employees/');
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить приглашение ещё раз: new@zc.ru' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Удалить сотрудника new@zc.ru' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Удалить сотрудника?' }));
    expect(dialog.getByText('new@zc.ru потеряет доступ к рабочему месту органа.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is read-only for an employee who is not an admin', async () => {
    const fake = setupArea({ ...invitedEmployee, status: 'ACTIVE' });
    fake.on('GET', '/api/authority-departments', { body: departments });
    fake.on('GET', '/api/authority-employees', { body: employees });
    renderArea('/agreement/authority/employees/');
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Пригласить сотрудника' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });
});
