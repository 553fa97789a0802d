import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, type FakeApi } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../../testing/renderInShell';
import { PasswordPage } from './PasswordPage';

const PASSWORD = '/api/user/password';

function setup(): FakeApi {
  const fake = createFakeApi();
  fake.on('GET', '/api/user/current', {
    body: { id: 'u1', login: 'pilot@mail.ru', email: 'pilot@mail.ru', pendingEmail: null, phone: null },
  });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  return fake;
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => act(() => alertStore.getState().clear()));

describe('PasswordPage', () => {
  it('asks for the current password before the link is sent, then says where it went', async () => {
    const fake = setup();
    fake.on('PATCH', PASSWORD, { status: 202, body: { email: 'pilot@mail.ru' } });
    renderInShell(<PasswordPage />, { route: '/en/profile/password/' });
    const password = await screen.findByLabelText(/Current password/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(fake.calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(password, { target: { value: 'Skyward2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const sent = await screen.findByRole('status', { name: 'Message sent' });
    expect(sent.textContent).toContain('Open the message sent to pilot@mail.ru');
    expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ currentPassword: 'Skyward2026' });
  });

  it('shows a wrong password next to the field', async () => {
    const fake = setup();
    fake.on('PATCH', PASSWORD, {
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'currentPassword:currentPassword is missing or wrong',
        statusCode: 400,
        detailedError: [{ field: 'currentPassword', error: 'currentPassword is missing or wrong' }],
      },
    });
    renderInShell(<PasswordPage />, { route: '/profile/password/' });
    fireEvent.change(await screen.findByLabelText(/Текущий пароль/), { target: { value: 'wrong-one1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await waitFor(() => expect(describedText(screen.getByLabelText(/Текущий пароль/))).toContain('Неверный пароль'));
    expect(screen.queryByRole('status', { name: 'Письмо отправлено' })).toBeNull();
  });
});
