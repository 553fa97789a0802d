import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminEmployee, AUTHORITY_ID, invitedEmployee, moscowCentre, renderArea, setupArea } from '../api/testing';

jest.mock('../review/map/MapViewSlot', () => ({ MapViewSlot: () => null, MAP_REMOTE: 'mfe_map' }));

const PROFILE = `/api/authorities/${AUTHORITY_ID}`;

describe('the authority profile', () => {
  it('shows the profile with its typed contacts; an admin gets the edit button', async () => {
    const fake = setupArea();
    fake.on('GET', PROFILE, { body: moscowCentre });
    renderArea('/agreement/authority/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль органа' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Редактировать профиль' }).getAttribute('href')).toBe('/agreement/authority/edit/');
    const submission = within(await screen.findByRole('region', { name: 'Подача заявок' }));
    expect(submission.getByRole('link', { name: 'zc-moscow@zc.sim.nebo.local' }).getAttribute('href')).toBe(
      'mailto:zc-moscow@zc.sim.nebo.local',
    );
    const general = within(screen.getByRole('region', { name: 'Общие контакты' }));
    expect(general.getByRole('link', { name: '+7 (800) 555-01-01' }).getAttribute('href')).toBe('tel:+78005550101');
    expect(within(screen.getByRole('region', { name: 'Представления SHR' })).getByText('Контакты не указаны')).toBeTruthy();
    expect(screen.getByLabelText('Загрузить эмблему')).toBeTruthy();
  });

  it('is read-only for an employee who is not an admin', async () => {
    const fake = setupArea({ ...invitedEmployee, status: 'ACTIVE' });
    fake.on('GET', PROFILE, { body: moscowCentre });
    renderArea('/agreement/authority/');
    expect(await screen.findByText('Московский зональный центр ЕС ОрВД')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Редактировать профиль' })).toBeNull();
    expect(screen.getByText('Изменять профиль могут администраторы органа.')).toBeTruthy();
    expect(screen.queryByLabelText('Загрузить эмблему')).toBeNull();
  });

  it('edits the contacts as lists: adds and removes rows, checks each row, and sends the joined form', async () => {
    const fake = setupArea(adminEmployee);
    fake.on('GET', PROFILE, { body: moscowCentre });
    fake.on('PATCH', PROFILE, (call) => ({ body: { ...moscowCentre, ...(call.body as object) } }));
    renderArea('/agreement/authority/edit/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Редактирование профиля органа' })).toBeTruthy();

    const submission = within(await screen.findByRole('group', { name: 'Подача заявок' }));
    fireEvent.click(submission.getByRole('button', { name: 'Добавить адрес' }));
    const second = submission.getByLabelText('Адрес электронной почты 2');
    fireEvent.change(second, { target: { value: 'wrong' } });
    fireEvent.blur(second);
    fireEvent.change(submission.getByLabelText('Телефон 1'), { target: { value: '4951234567' } });
    expect((submission.getByLabelText('Телефон 1') as HTMLInputElement).value).toBe('+7 (495) 123-45-67');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите адрес электронной почты, например name@example.ru')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(second, { target: { value: 'plan@zc.ru' } });
    const general = within(screen.getByRole('group', { name: 'Общие контакты' }));
    fireEvent.click(general.getByRole('button', { name: 'Удалить телефон 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = fake.calls.find((call) => call.method === 'PATCH')?.body as { contacts: unknown[]; name: string };
    expect(body.name).toBe(moscowCentre.name);
    expect(body.contacts).toEqual([
      {
        type: 'SUBMISSION',
        email: 'zc-moscow@zc.sim.nebo.local;plan@zc.ru',
        phone: '74951234567',
        spokesmanPost: null,
        spokesmanFullName: null,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль органа' })).toBeTruthy();
  });

  it('shows a refusal the server gives (a non-admin PATCH) in the form', async () => {
    const fake = setupArea(adminEmployee);
    fake.on('GET', PROFILE, { body: moscowCentre });
    fake.on('PATCH', PROFILE, {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Not an admin', detailedError: [], code: 'authority-staff.not-admin' },
    });
    renderArea('/agreement/authority/edit/');
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Это действие доступно только администраторам органа.');
  });
});
