import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, installFakeXhr, renderWithProviders, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import { RegistrationRequestPage } from './RegistrationRequestPage';

registerRemoteTranslations();

const ID = '00000000-0000-4000-8000-00000000c001';
const ONE = `/api/company-registration/request/${ID}`;

const info = {
  companyType: 'OOO',
  name: 'Общество с ограниченной ответственностью «Небо-Тест»',
  shortName: 'ООО «Небо-Тест»',
  inn: '7712345676',
  kpp: '771201001',
  ogrn: '1027700132195',
  registrationAddress: 'Москва, ул. Тверская, 1',
  actualAddress: 'Москва, ул. Тверская, 1',
  email: 'info@nebo-test.ru',
  phoneCode: '7',
  phoneNumber: '4951234567',
  managerLastName: 'Иванов',
  managerFirstName: 'Иван',
  managerPatronymic: null,
  managerPost: 'Генеральный директор',
  managerPostAppointmentBasis: 'CHARTER',
  webSiteUrl: null,
};

const created = {
  id: ID,
  kind: 'REGISTRATION',
  status: 'CREATED',
  companyId: null,
  previousRegistrationInfo: null,
  registrationInfo: info,
  statusHistory: [
    { status: 'CREATED', commentary: null, createdAt: '2026-11-20T09:00:00Z', actor: 'APPLICANT' },
    { status: 'FIX_REQUIRED', commentary: 'Уточните КПП', createdAt: '2026-11-21T09:00:00Z', actor: 'REVIEWER' },
    { status: 'FIXED', commentary: null, createdAt: '2026-11-22T09:00:00Z', actor: 'APPLICANT' },
  ],
  applicant: { userId: 'u1', login: 'ivanov', firstName: 'Иван', lastName: 'Иванов', email: 'ivanov@nebo.local' },
  contractFile: null,
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-22T09:00:00Z',
};

let fake: FakeApi;
let xhr: FakeXhrControl;

function setup(request: object = created, status = 200) {
  fake = createFakeApi();
  fake.on('GET', ONE, status === 200 ? { body: request } : { status, body: { statusCode: status, message: 'Not found' } });
  fake.on('GET', '/api/company-registration/appointment-basis', { body: { data: [{ code: 'CHARTER', name: 'Устав' }] } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/company-registration-requests/:id/" element={<RegistrationRequestPage />} />
      <Route path="/en/admin/company-registration-requests/:id/" element={<RegistrationRequestPage />} />
    </Routes>,
    { route },
  );

describe('RegistrationRequestPage', () => {
  beforeEach(() => {
    xhr = installFakeXhr();
  });
  afterEach(() => xhr.restore());

  it('shows the applicant, the data and the history with the reviewer’s commentary', async () => {
    setup();
    renderAt(`/admin/company-registration-requests/${ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка: ООО «Небо-Тест»' })).toBeTruthy();
    const data = screen.getByRole('table', { name: 'Регистрационные данные' });
    expect(within(data).getByText('7712345676')).toBeTruthy();
    expect(within(data).getByText('+7 4951234567')).toBeTruthy();
    expect(await within(data).findByText('Устав')).toBeTruthy();
    expect(within(data).queryByText('изменено')).toBeNull();
    expect(screen.getByText('ivanov@nebo.local')).toBeTruthy();
    expect(screen.getByText('Уточните КПП')).toBeTruthy();
    expect(screen.getByText('Не приложен')).toBeTruthy();
    expect(screen.getByRole('link', { name: /К списку заявок/ }).getAttribute('href')).toBe('/admin/company-registration-requests/');
  });

  it('puts the data in force beside the changed data and highlights the changes', async () => {
    setup({
      ...created,
      kind: 'CHANGE',
      previousRegistrationInfo: info,
      registrationInfo: { ...info, name: 'ООО «Небо»', email: 'new@nebo-test.ru' },
    });
    renderAt(`/admin/company-registration-requests/${ID}/`);
    const data = await screen.findByRole('table', { name: 'Регистрационные данные' });
    expect(within(data).getByRole('columnheader', { name: 'Было' })).toBeTruthy();
    expect(within(data).getByRole('columnheader', { name: 'Стало' })).toBeTruthy();
    expect(within(data).getAllByText('изменено')).toHaveLength(2);
    expect(screen.getByText('Изменено полей: 2')).toBeTruthy();
    const changed = data.querySelectorAll('tr[data-changed]');
    expect(changed).toHaveLength(2);
    expect(changed[0].textContent).toContain('Полное наименование');
    expect(changed[1].textContent).toContain('new@nebo-test.ru');
  });

  it('approves with a contract file sent as multipart with its progress', async () => {
    setup();
    renderAt(`/admin/company-registration-requests/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Одобрить' }));
    const dialog = screen.getByRole('dialog', { name: 'Одобрить заявку' });
    const file = new File(['pdf'], 'contract.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/Договор/, { selector: 'input' }), { target: { files: [file] } });
    xhr.reply({ status: 200, body: { ...created, status: 'APPROVED' }, progress: [[1, 2]], hold: true });
    fake.on('GET', ONE, { body: { ...created, status: 'APPROVED' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Отправляем решение…' })).toBeTruthy();
    xhr.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Решение по заявке уже принято: Одобрена.')).toBeTruthy();

    expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: 'http://api.test/api/company-registration/request/approve' });
    const form = xhr.sent[0].body as FormData;
    expect(JSON.parse(form.get('decision') as string)).toEqual({ requestId: ID });
    expect((form.get('contractFile') as File).name).toBe('contract.pdf');
  });

  it('asks for a commentary to return the request for a fix, and shows the server’s field error beside it', async () => {
    setup();
    renderAt(`/en/admin/company-registration-requests/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Return for a fix' }));
    const dialog = screen.getByRole('dialog', { name: 'Return for a fix' });
    const commentary = within(dialog).getByLabelText(/Commentary for the applicant/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return for a fix' }));
    expect(within(dialog).getByText('Write a commentary: the applicant sees it in the e-mail.')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fake.on('POST', '/api/company-registration/request/fix-required', {
      status: 400,
      body: { statusCode: 400, message: 'Bad Request', detailedError: [{ field: 'commentary', error: 'commentary is too long' }] },
    });
    fireEvent.change(commentary, { target: { value: 'Check the KPP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return for a fix' }));
    expect(await within(dialog).findByText('commentary is too long')).toBeTruthy();
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/company-registration/request/fix-required');
    expect(post?.body).toEqual({ requestId: ID, commentary: 'Check the KPP' });
  });

  it('declines with a commentary, and re-reads a request decided meanwhile (409)', async () => {
    setup();
    renderAt(`/admin/company-registration-requests/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = screen.getByRole('dialog', { name: 'Отклонить заявку' });
    fireEvent.change(within(dialog).getByLabelText(/Комментарий для заявителя/), { target: { value: 'Нет документов' } });
    fake.on('POST', '/api/company-registration/request/decline', {
      status: 409,
      body: { statusCode: 409, code: 'company-registration.wrong-status', message: 'Wrong status' },
    });
    fake.on('GET', ONE, { body: { ...created, status: 'DECLINED' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Статус заявки изменился');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText('Решение по заявке уже принято: Отклонена.')).toBeTruthy();
  });

  it('says an unknown request is not found', async () => {
    setup(created, 404);
    renderAt(`/admin/company-registration-requests/${ID}/`);
    expect(await screen.findByText('Заявка не найдена')).toBeTruthy();
  });
});
