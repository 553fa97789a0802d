import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeXhr, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { diffOf, profileForm, renderCompany, setupCompany, summaryOf } from '../api/testing';
import { avatarProblem } from './AvatarPanel';

const PROFILE = '/business/api/company-profile';

let xhr: FakeXhrControl;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

describe('the company layouts', () => {
  it('shows the company home: card, role counts, drones and the parts of the account', async () => {
    setupCompany(['ADMIN']);
    renderCompany('/company/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('ООО «Небо-Тест»');
    const numbers = screen.getByRole('region', { name: 'Компания в цифрах' });
    expect(within(numbers).getByText('Пилотов').nextSibling?.textContent).toBe('2');
    expect(within(numbers).getByText('Дронов').nextSibling?.textContent).toBe('3');
    expect(screen.getByRole('link', { name: /Приглашения/ }).getAttribute('href')).toBe('/company/profile/invites/');
  });

  it('hides invitations from a pilot, in the home links and in the profile menu', async () => {
    const fake = setupCompany(['PILOT']);
    fake.on('GET', `${PROFILE}/general-info/diff`, { body: diffOf() });
    renderCompany('/company/profile/');
    const menu = await screen.findByRole('navigation', { name: 'Разделы профиля компании' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Основная информация', 'Документы', 'Сотрудники', 'Дроны', 'Платёжные реквизиты']);
    expect(screen.queryByRole('link', { name: 'Изменить' })).toBeNull();
  });

  it('tells a user who works for no company so, instead of an error', async () => {
    const fake = setupCompany();
    fake.on('GET', `${PROFILE}/summary`, {
      status: 403,
      body: { error: 'Forbidden', message: 'Not a member', statusCode: 403, code: 'companies.not-a-member', detailedError: [] },
    });
    renderCompany('/company/');
    expect(await screen.findByText('Вы не работаете в компании')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Зарегистрировать компанию' }).getAttribute('href')).toBe('/register-company/');
  });

  it('sends a non-admin away from the admin-only edit pages', async () => {
    const fake = setupCompany(['SIGNER']);
    fake.on('GET', `${PROFILE}/general-info/diff`, { body: diffOf() });
    renderCompany('/company/profile/payment/edit/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Основная информация' })).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    setupCompany(['ADMIN']);
    renderCompany('/en/company/');
    expect(await screen.findByRole('link', { name: /Payment details/ })).toBeTruthy();
    expect(screen.getByText('Pilots')).toBeTruthy();
  });
});

describe('main information and its change request (D6)', () => {
  it('highlights the fields of a pending change request with their requested values', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', `${PROFILE}/general-info/diff`, {
      body: diffOf({
        requested: { ...profileForm, name: 'ООО «Небо-Плюс»' },
        changedFields: ['name'],
        request: { id: 'r2', status: 'CREATED', commentary: null },
      }),
    });
    renderCompany('/company/profile/');
    expect(await screen.findByText('ООО «Небо-Плюс»')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ждут проверки');
    const requested = screen.getByText('ООО «Небо-Плюс»').closest('dd');
    expect(requested?.className).toContain('changed');
    expect(requested?.textContent).toContain('На проверке');
    expect(screen.getByRole('link', { name: 'Изменить' }).getAttribute('href')).toBe('/company/profile/edit/');
  });

  it('says which fields apply at once and which go to review, and sends the whole form', async () => {
    const fake = setupCompany(['MANAGER']);
    fake.on('GET', `${PROFILE}/general-info/diff`, { body: diffOf() });
    fake.on('POST', `${PROFILE}/general-info/change-request`, { body: { applied: ['email'], request: { id: 'r3' } } });
    renderCompany('/company/profile/edit/');
    const email = await screen.findByLabelText('Электронная почта');
    expect(screen.getAllByText(/Применится сразу\./).length).toBe(4);
    fireEvent.change(email, { target: { value: 'new@nebo-test.ru' } });
    fireEvent.change(screen.getByLabelText('Краткое наименование'), { target: { value: 'Небо-Плюс' } });
    const preview = screen.getByLabelText('Что произойдёт после сохранения');
    expect(preview.textContent).toContain('Применится сразу: Электронная почта.');
    expect(preview.textContent).toContain('Уйдёт на проверку модератору: Краткое наименование.');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ ...profileForm, email: 'new@nebo-test.ru', shortName: 'Небо-Плюс' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Основная информация' })).toBeTruthy();
  });

  it('uploads the avatar as `avatar` with progress', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', `${PROFILE}/general-info/diff`, { body: diffOf() });
    renderCompany('/company/profile/');
    const input = await screen.findByLabelText('Загрузить аватар');
    xhr.reply({ status: 200, body: { url: '/api/files/a1' }, progress: [[50, 100]], hold: true });
    fake.on('GET', `${PROFILE}/summary`, { body: summaryOf(['ADMIN'], { avatar: '/api/files/a1' }) });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    xhr.release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(xhr.sent[0].url).toBe(`http://api.test${PROFILE}/avatar`);
    expect((xhr.sent[0].body as FormData).get('avatar')).toBe(file);
    expect(avatarProblem({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe('wrongType');
  });
});

describe('payment details (D8)', () => {
  it('shows an empty state, then the details', async () => {
    const fake = setupCompany(['PILOT']);
    fake.on('GET', `${PROFILE}/payment-info`, {
      body: { bankName: null, bankKpp: null, bankBik: null, bankAccountNumber: null, bankCorrespondentAccount: null },
    });
    renderCompany('/company/profile/payment/');
    expect(await screen.findByText('Реквизиты не указаны')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Изменить реквизиты' })).toBeNull();
  });

  it('checks the account against the BIK before saving, then PUTs the details', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', `${PROFILE}/payment-info`, {
      body: { bankName: null, bankKpp: null, bankBik: null, bankAccountNumber: null, bankCorrespondentAccount: null },
    });
    fake.on('PUT', `${PROFILE}/payment-info`, (call) => ({ body: call.body }));
    renderCompany('/company/profile/payment/edit/');
    fireEvent.change(await screen.findByLabelText('Наименование банка'), { target: { value: 'ПАО Сбербанк' } });
    fireEvent.change(screen.getByLabelText('БИК'), { target: { value: '044525225' } });
    fireEvent.change(screen.getByLabelText('Расчётный счёт'), { target: { value: '40702810938000000002' } });
    fireEvent.change(screen.getByLabelText('Корреспондентский счёт'), { target: { value: '30101810400000000225' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Счёт не сходится с БИК: проверьте контрольный ключ')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('Расчётный счёт'), { target: { value: '40702810938000000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('40702810938000000001')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      bankName: 'ПАО Сбербанк',
      bankKpp: null,
      bankBik: '044525225',
      bankAccountNumber: '40702810938000000001',
      bankCorrespondentAccount: '30101810400000000225',
    });
  });
});

describe('company documents (D9)', () => {
  const documentOf = (index: number) => ({
    id: `d${index}`,
    type: 'EGRUL_EXTRACT',
    number: `77-${index}`,
    date: '2026-10-01',
    file: { id: `f${index}`, url: `/api/files/f${index}`, filename: `egrul-${index}.pdf`, accessTypeCode: 'PROTECTED' },
    createdAt: '2026-10-02T10:00:00Z',
  });

  it('lists them with a type filter and pages', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', `${PROFILE}/company-document`, (call) => {
      const page = Number(call.url.searchParams.get('page'));
      if (call.url.searchParams.get('type') === 'LETTER_OF_ATTORNEY') return { body: { data: [], meta: { totalCount: 0 } } };
      return { body: { data: [documentOf(page * 10 + 1)], meta: { totalCount: 12 } } };
    });
    renderCompany('/company/profile/documents/');
    expect(await screen.findByText('Номер: 77-1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Номер: 77-11')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Тип документа'), { target: { value: 'LETTER_OF_ATTORNEY' } });
    expect(await screen.findByText('Документов этого типа нет')).toBeTruthy();
  });

  it('shows the error state with a retry', async () => {
    const fake = setupCompany(['PILOT']);
    fake.on('GET', `${PROFILE}/company-document`, {
      status: 500,
      body: { error: 'x', message: 'Boom', statusCode: 500, detailedError: [] },
    });
    renderCompany('/company/profile/documents/');
    expect(await screen.findByText('Не удалось загрузить документы')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Добавить документ' })).toBeNull();
  });

  it('deletes a document after a confirmation', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', `${PROFILE}/company-document`, { body: { data: [documentOf(1)], meta: { totalCount: 1 } } });
    fake.on('DELETE', `${PROFILE}/company-document/d1`, { status: 204 });
    renderCompany('/company/profile/documents/');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить документ «Выписка из ЕГРЮЛ»' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('adds a document: formData JSON + file with progress', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', `${PROFILE}/company-document`, { body: { data: [], meta: { totalCount: 0 } } });
    renderCompany('/company/profile/documents/edit/');
    fireEvent.change(await screen.findByLabelText('Тип документа'), { target: { value: 'EGRUL_EXTRACT' } });
    fireEvent.change(screen.getByLabelText('Номер'), { target: { value: '77-001' } });
    fireEvent.change(screen.getByLabelText('Дата'), { target: { value: '01.10.2026' } });
    const file = new File(['pdf'], 'egrul.pdf', { type: 'application/pdf' });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [file] } });
    xhr.reply({ status: 200, body: documentOf(1), progress: [[1, 2]], hold: true });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    xhr.release();
    expect(await screen.findByText('Документов пока нет')).toBeTruthy();
    expect(xhr.sent[0].method).toBe('POST');
    const form = xhr.sent[0].body as FormData;
    expect(JSON.parse(String(form.get('formData')))).toEqual({ type: 'EGRUL_EXTRACT', number: '77-001', date: '2026-10-01' });
    expect((form.get('file') as File).name).toBe('egrul.pdf');
  });

  it('edits a document keeping its stored file: PATCH without a file part', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', `${PROFILE}/company-document/d1`, { body: documentOf(1) });
    fake.on('GET', `${PROFILE}/company-document`, { body: { data: [documentOf(1)], meta: { totalCount: 1 } } });
    renderCompany('/company/profile/documents/edit/?id=d1');
    const number = await screen.findByLabelText('Номер');
    expect((number as HTMLInputElement).value).toBe('77-1');
    expect(screen.getByText('egrul-1.pdf')).toBeTruthy();
    fireEvent.change(number, { target: { value: '77-1a' } });
    xhr.reply({ status: 200, body: { ...documentOf(1), number: '77-1a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Номер: 77-1')).toBeTruthy();
    expect(xhr.sent[0].method).toBe('PATCH');
    expect(xhr.sent[0].url).toBe(`http://api.test${PROFILE}/company-document/d1`);
    const form = xhr.sent[0].body as FormData;
    expect(JSON.parse(String(form.get('formData')))).toEqual({ type: 'EGRUL_EXTRACT', number: '77-1a', date: '2026-10-01' });
    expect(form.get('file')).toBeNull();
  });
});
