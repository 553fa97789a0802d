import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { alertStore, configureApiClient, sessionStore, SUMMARY_PATH } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary, type FakeApi } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../testing/renderInShell';
import { PersonalInfoPage } from './PersonalInfoPage';

const PROFILE = '/api/user/current/profile';
const IDENTITY = '/api/user/current/profile/person-identity';

function setup(): FakeApi {
  const fake = createFakeApi();
  fake.on('GET', PROFILE, { body: { sex: 'M', lastName: 'Петров', firstName: 'Иван', patronymic: null, birthDate: '1990-05-17' } });
  fake.on('GET', SUMMARY_PATH, { body: fakeSummary() });
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

afterEach(() => act(() => alertStore.getState().clear()));

describe('PersonalInfoPage', () => {
  it('shows the profile with the birth date as DD.MM.YYYY', async () => {
    setup();
    renderInShell(<PersonalInfoPage />, { route: '/profile/personal-info/' });
    const birthDate = (await screen.findByLabelText(/Дата рождения/)) as HTMLInputElement;
    expect(birthDate.value).toBe('17.05.1990');
    expect((screen.getByLabelText(/Фамилия/) as HTMLInputElement).value).toBe('Петров');
    expect((screen.getByRole('radio', { name: 'Мужской' }) as HTMLInputElement).checked).toBe(true);
  });

  it('defaults an empty birth date to 01.01.2000', async () => {
    const fake = setup();
    fake.on('GET', PROFILE, { body: { sex: null, lastName: null, firstName: null, patronymic: null, birthDate: null } });
    renderInShell(<PersonalInfoPage />, { route: '/en/profile/personal-info/' });
    expect(((await screen.findByLabelText(/Date of birth/)) as HTMLInputElement).value).toBe('01.01.2000');
  });

  it('sends the date as YYYY-MM-DD, then announces success and refetches the header name', async () => {
    const fake = setup();
    fake.on('PATCH', IDENTITY, { body: { complete: true } });
    renderInShell(<PersonalInfoPage />, { route: '/profile/personal-info/' });
    const birthDate = await screen.findByLabelText(/Дата рождения/);
    fireEvent.change(birthDate, { target: { value: '02031985' } });
    fireEvent.change(screen.getByLabelText(/Отчество/), { target: { value: ' Сергеевич ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(alertStore.getState().alerts.map((a) => a.status)).toEqual(['success']));
    const patch = fake.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ sex: 'M', lastName: 'Петров', firstName: 'Иван', patronymic: 'Сергеевич', birthDate: '1985-03-02' });
    await waitFor(() => expect(fake.calls.filter((call) => call.url.pathname === SUMMARY_PATH)).toHaveLength(1));
  });

  it('puts server field errors next to their fields', async () => {
    const fake = setup();
    fake.on('PATCH', IDENTITY, {
      status: 400,
      body: {
        error: 'Bad Request',
        statusCode: 400,
        message: 'firstName:Имя не совпадает с документом; birthDate:Возраст должен быть от 18 до 100 лет',
        detailedError: [
          { field: 'firstName', error: 'Имя не совпадает с документом' },
          { field: 'birthDate', error: 'Возраст должен быть от 18 до 100 лет' },
        ],
      },
    });
    renderInShell(<PersonalInfoPage />, { route: '/profile/personal-info/' });
    await screen.findByLabelText(/Дата рождения/);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(description(screen.getByLabelText(/^Имя/))).toContain('Имя не совпадает с документом'));
    expect(description(screen.getByLabelText(/Дата рождения/))).toContain('Возраст должен быть от 18 до 100 лет');
    expect(screen.getByLabelText(/^Имя/).getAttribute('aria-invalid')).toBe('true');
    expect(alertStore.getState().alerts).toEqual([]);
  });

  it('splits field:error strings of the message when the server sends no detailedError', async () => {
    const fake = setup();
    fake.on('PATCH', IDENTITY, {
      status: 400,
      body: { error: 'Bad Request', statusCode: 400, message: 'lastName:Слишком длинная фамилия' },
    });
    renderInShell(<PersonalInfoPage />, { route: '/profile/personal-info/' });
    await screen.findByLabelText(/Дата рождения/);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(description(screen.getByLabelText(/Фамилия/))).toContain('Слишком длинная фамилия'));
  });

  it('checks names and age in the browser before sending', async () => {
    const fake = setup();
    renderInShell(<PersonalInfoPage />, { route: '/en/profile/personal-info/' });
    const firstName = await screen.findByLabelText(/First name/);
    fireEvent.change(firstName, { target: { value: 'Ivan2' } });
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '01.01.2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(description(firstName)).toContain('Letters, hyphen, space, dot, apostrophe, comma and brackets only'));
    expect(description(screen.getByLabelText(/Date of birth/))).toContain('Age must be between 18 and 100');
    expect(fake.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
