import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@nebo/shared-ui';
import { LEGAL_INN, LEGAL_OGRN, registrationInfo, renderRegistration, requestOf, setupApi } from '../api/testing';

const MY = '/api/company-registration/request/my';
const notFound = {
  status: 404,
  body: { error: 'Not Found', message: 'No request', statusCode: 404, code: 'company-registration.not-found', detailedError: [] },
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm() {
  fireEvent.change(screen.getByLabelText('Организационно-правовая форма'), { target: { value: 'OOO' } });
  type('Полное наименование', 'ООО «Небо-Тест»');
  type('Краткое наименование', 'Небо-Тест');
  type('ИНН', LEGAL_INN);
  type('ОГРН', LEGAL_OGRN);
  type('КПП', '773601001');
  type('Юридический адрес', 'Москва, ул. Вавилова, 19');
  type('Фактический адрес', 'Москва, ул. Вавилова, 19');
  type('Электронная почта', 'office@nebo-test.ru');
  type('Телефон', '4951234567');
  type('Фамилия руководителя', 'Иванов');
  type('Имя руководителя', 'Иван');
  type('Должность руководителя', 'Генеральный директор');
  fireEvent.change(screen.getByLabelText('Основание полномочий'), { target: { value: 'CHARTER' } });
}

describe('/register-company/', () => {
  it('shows an empty form when request/my answers 404, and refuses bad input before sending anything', async () => {
    const fake = setupApi();
    fake.on('GET', MY, notFound);
    renderRegistration();
    const submit = await screen.findByRole('button', { name: 'Отправить заявку' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Регистрация компании');
    type('ИНН', '1234567890');
    fireEvent.click(submit);
    expect((await screen.findAllByText('Заполните поле')).length).toBeGreaterThan(5);
    expect(screen.getByText('Неверный ИНН: не сходится контрольное число')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the request and shows a server field error next to its field', async () => {
    const fake = setupApi();
    fake.on('GET', MY, notFound);
    fake.on('POST', '/api/company-registration/request/create', {
      status: 409,
      body: {
        error: 'Conflict',
        message: 'inn:Компания с таким ИНН уже зарегистрирована',
        statusCode: 409,
        code: 'company-registration.duplicate-inn',
        detailedError: [{ field: 'inn', error: 'Компания с таким ИНН уже зарегистрирована' }],
      },
    });
    renderRegistration();
    await screen.findByRole('button', { name: 'Отправить заявку' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const inn = screen.getByLabelText('ИНН');
    await waitFor(() => expect(inn.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Компания с таким ИНН уже зарегистрирована')).toBeTruthy();
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      companyType: 'OOO',
      inn: LEGAL_INN,
      ogrn: LEGAL_OGRN,
      kpp: '773601001',
      phoneCode: '7',
      phoneNumber: '4951234567',
      managerPatronymic: null,
      webSiteUrl: null,
      managerPostAppointmentBasis: 'CHARTER',
    });
  });

  it('explains a refused create (an open request exists) in the form’s banner, in the user’s language', async () => {
    const fake = setupApi();
    fake.on('GET', MY, notFound);
    fake.on('POST', '/api/company-registration/request/create', {
      status: 409,
      body: {
        error: 'Conflict',
        message: 'Open request exists',
        statusCode: 409,
        code: 'company-registration.open-request-exists',
        detailedError: [],
      },
    });
    renderRegistration();
    await screen.findByRole('button', { name: 'Отправить заявку' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect((await screen.findByRole('alert')).textContent).toBe('У вас уже есть заявка на рассмотрении: измените её вместо новой.');
  });

  it('after FIX_REQUIRED shows the reviewer’s commentary and sends the fix as an update', async () => {
    const fake = setupApi();
    fake.on('GET', MY, { body: requestOf('FIX_REQUIRED') });
    fake.on('PATCH', '/api/company-registration/request/update', (call) => ({
      body: requestOf('FIXED', { registrationInfo: { ...registrationInfo, ...(call.body as object) } }),
    }));
    renderRegistration();
    const note = await screen.findByRole('note', { name: 'Комментарий проверяющего' });
    expect(note.textContent).toContain('Уточните юридический адрес');
    expect(screen.getAllByText('Требует исправления').length).toBeGreaterThan(0);
    type('Юридический адрес', 'Москва, ул. Вавилова, 19, стр. 1');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить исправленную заявку' }));
    await waitFor(() => expect(screen.getAllByText('Исправлена').length).toBeGreaterThan(0));
    const patch = fake.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ registrationAddress: 'Москва, ул. Вавилова, 19, стр. 1', inn: LEGAL_INN });
    // The history lists the reviewer's step with its commentary.
    const history = screen.getByRole('list', { name: 'История заявки' });
    expect(within(history).getAllByText('Проверяющий').length).toBe(1);
  });

  it('deletes the request after a confirmation and shows the empty form', async () => {
    const fake = setupApi();
    fake.on('GET', MY, { body: requestOf('CREATED') });
    fake.on('DELETE', MY, { status: 204 });
    renderRegistration();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить заявку' }));
    const dialog = await screen.findByRole('dialog');
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('button', { name: 'Отправить заявку' })).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect((screen.getByLabelText('ИНН') as HTMLInputElement).value).toBe('');
  });

  it('shows a declined request read-only with the commentary, deletable', async () => {
    const fake = setupApi();
    fake.on('GET', MY, { body: requestOf('DECLINED') });
    renderRegistration();
    expect((await screen.findByRole('note', { name: 'Комментарий проверяющего' })).textContent).toContain('Уточните юридический адрес');
    expect(screen.queryByRole('button', { name: /Отправить/ })).toBeNull();
    expect(screen.getByText(LEGAL_INN)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить заявку' })).toBeTruthy();
  });

  it('after approval offers the company account, refreshing the session first, and no delete', async () => {
    const fake = setupApi();
    fake.on('GET', MY, { body: requestOf('APPROVED') });
    const loadSummary = jest.fn().mockResolvedValue(null);
    act(() => sessionStore.setState({ loadSummary: loadSummary as never }));
    renderRegistration();
    const open = await screen.findByRole('button', { name: 'Перейти в кабинет компании' });
    expect(screen.queryByRole('button', { name: 'Удалить заявку' })).toBeNull();
    fireEvent.click(open);
    await waitFor(() => expect(loadSummary).toHaveBeenCalledWith({ force: true }));
  });

  it('speaks English under /en', async () => {
    const fake = setupApi();
    fake.on('GET', MY, notFound);
    renderRegistration('/en/register-company/');
    expect(await screen.findByRole('button', { name: 'Send the request' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register a company');
    expect(screen.getByLabelText('Legal form')).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    setupApi();
    act(() => sessionStore.getState().setAnonymous());
    renderRegistration();
    expect(screen.getByRole('button', { name: 'Войти, чтобы подать заявку' })).toBeTruthy();
  });
});
