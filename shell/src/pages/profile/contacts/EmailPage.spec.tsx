import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, type FakeApi } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../../testing/renderInShell';
import { EmailPage } from './EmailPage';

const CURRENT = '/api/user/current';
const EMAIL = '/api/user/email';
const account = { id: 'u1', login: 'old@mail.ru', email: 'old@mail.ru', pendingEmail: null, phone: null };

function setup(user: object = account): FakeApi {
  const fake = createFakeApi();
  fake.on('GET', CURRENT, { body: user });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  return fake;
}

/** The text an input is described by (hint and error), as a screen reader would read it. */
function description(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const fieldError = (field: string, error: string, statusCode = 400) => ({
  status: statusCode,
  body: {
    error: statusCode === 409 ? 'Conflict' : 'Bad Request',
    message: `${field}:${error}`,
    statusCode,
    detailedError: [{ field, error }],
  },
});

afterEach(() => act(() => alertStore.getState().clear()));

describe('EmailPage', () => {
  it('asks for the new address and the current password, sends both, then says where the link went and that the login stays', async () => {
    const fake = setup();
    fake.on('PUT', EMAIL, { body: { ...account, pendingEmail: 'new@mail.ru' } });
    renderInShell(<EmailPage />, { route: '/profile/email/' });
    expect(await screen.findByText('old@mail.ru')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Новый адрес электронной почты/), { target: { value: ' new@mail.ru ' } });
    fireEvent.change(screen.getByLabelText(/Текущий пароль/), { target: { value: 'Skyward2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));

    const pending = await screen.findByRole('region', { name: 'Новый адрес ждёт подтверждения' });
    expect(pending.textContent).toContain('Мы отправили ссылку на new@mail.ru.');
    expect(pending.textContent).toContain('До подтверждения ваш логин остаётся прежним: old@mail.ru.');
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.url.searchParams.get('email')).toBe('new@mail.ru');
    expect(put?.body).toEqual({ currentPassword: 'Skyward2026' });
    expect(alertStore.getState().alerts.map((a) => a.status)).toEqual(['success']);
    await waitFor(() => expect((screen.getByLabelText(/Текущий пароль/) as HTMLInputElement).value).toBe(''));
  });

  it('checks both fields before sending: required, an address, not the current one', async () => {
    const fake = setup();
    renderInShell(<EmailPage />, { route: '/en/profile/email/' });
    const address = await screen.findByLabelText(/New e-mail address/);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true'));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(address, { target: { value: 'OLD@mail.ru' } });
    fireEvent.blur(address);
    expect(description(address)).toContain('This is your current address');
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it.each([
    ['a wrong password', fieldError('currentPassword', 'currentPassword is missing or wrong'), /Текущий пароль/, 'Неверный пароль'],
    [
      'too many wrong passwords',
      {
        status: 429,
        body: {
          error: 'Too Many Requests',
          message: 'x',
          statusCode: 429,
          detailedError: [{ field: 'currentPassword', error: 'too many' }],
        },
      },
      /Текущий пароль/,
      'Слишком много неверных попыток',
    ],
    [
      'an address of another account',
      fieldError('email', 'email is already used by another account', 409),
      /Новый адрес/,
      'Этот адрес уже использует другая учётная запись',
    ],
  ])("shows %s next to its field, in the reader's language", async (_case, reply, label, text) => {
    const fake = setup();
    fake.on('PUT', EMAIL, reply);
    renderInShell(<EmailPage />, { route: '/profile/email/' });
    fireEvent.change(await screen.findByLabelText(/Новый адрес электронной почты/), { target: { value: 'new@mail.ru' } });
    fireEvent.change(screen.getByLabelText(/Текущий пароль/), { target: { value: 'Skyward2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await waitFor(() => expect(description(screen.getByLabelText(label))).toContain(text));
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Новый адрес ждёт подтверждения' })).toBeNull();
  });

  it("sends a pending change's link again and cancels the change", async () => {
    const fake = setup({ ...account, pendingEmail: 'new@mail.ru' });
    fake.on('POST', '/api/user/email/pending/resend', { body: { ...account, pendingEmail: 'new@mail.ru' } });
    fake.on('DELETE', '/api/user/email/pending', { body: account });
    renderInShell(<EmailPage />, { route: '/en/profile/email/' });
    const pending = await screen.findByRole('region', { name: 'The new address is waiting for confirmation' });
    expect(pending.textContent).toContain('Until then your login stays old@mail.ru.');

    fireEvent.click(within(pending).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(alertStore.getState().alerts.map((a) => a.message)).toEqual(['The link was sent to new@mail.ru again.']));

    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The new address is waiting for confirmation' })).toBeNull());
    expect(fake.calls.map((call) => call.method)).toEqual(expect.arrayContaining(['POST', 'DELETE']));
  });

  it('says so when the link was sent a moment ago', async () => {
    const fake = setup({ ...account, pendingEmail: 'new@mail.ru' });
    fake.on('POST', '/api/user/email/pending/resend', {
      status: 429,
      body: { error: 'Too Many Requests', message: 'wait', statusCode: 429 },
    });
    renderInShell(<EmailPage />, { route: '/profile/email/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить ссылку ещё раз' }));
    await waitFor(() => expect(alertStore.getState().alerts.map((a) => a.status)).toEqual(['warning']));
  });
});
