import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, registerTranslations } from '@nebo/shared-ui';
import { createFakeApi, installFakeXhr, renderWithProviders, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import { localEn } from '../../i18n/local.en';
import { localRu } from '../../i18n/local.ru';
import { NAMESPACE } from '../../namespace';
import type { AgreementView, Authority, LocalAgreement, RequiredDocument } from './api/localAgreementsApi';
import { LocalAdministrationsPanel } from './LocalAdministrationsPanel';

registerRemoteTranslations();
// The page registers these under `local` too (i18n/index.ts); the spec does not depend on that line.
registerTranslations(NAMESPACE, { ru: { local: localRu }, en: { local: localEn } });

const BASE = '/api/user/flight-agreements/f1/local-government-agreement';

const authority = (id: string, name: string, extra: Partial<Authority> = {}): Authority => ({
  id,
  type: 'LOCAL_GOVERNMENT',
  code: `MUN-${id}`,
  name,
  mapObjectId: `map-${id}`,
  crossed: false,
  defaultAuthority: false,
  channels: [],
  contacts: [],
  ...extra,
});

const agreement = (id: string, name: string, extra: Partial<LocalAgreement> = {}): LocalAgreement => ({
  authority: authority(id, name),
  defaultAuthority: false,
  status: 'PENDING',
  purposeDetailed: null,
  decision: null,
  attachments: [],
  sendDateTime: null,
  agreementRecipientEmail: null,
  outsideLocality: false,
  delivery: null,
  comment: null,
  decisionFile: null,
  decidedBy: null,
  ...extra,
});

const view = (agreements: LocalAgreement[]): AgreementView =>
  ({
    id: 'f1',
    offsetMode: 'UTC',
    outsideLocality: false,
    localGovernmentAgreements: agreements,
    orvdAgreement: null,
    dates: [],
  }) as unknown as AgreementView;

const odintsovo = agreement('a1', 'Одинцовский городской округ', {
  defaultAuthority: true,
  sendDateTime: '2026-11-24T09:30:00Z',
  purposeDetailed: 'Аэрофотосъёмка поля',
  delivery: {
    id: 'd1',
    channel: 'EMAIL',
    state: 'RETRYING',
    attempts: 2,
    lastError: 'timeout',
    nextAttemptAt: '2026-11-24T09:45:00Z',
    deliveredAt: null,
  },
});
const krasnogorsk = agreement('a2', 'Городской округ Красногорск', {
  status: 'CONFIRMED',
  decision: { number: '15-П', dateOfIssue: '2026-11-20' },
});

const documents: RequiredDocument[] = [
  {
    id: 'OPERATOR_CERTIFICATE',
    name: 'Сертификат эксплуатанта',
    required: true,
    hasPreviousDocument: false,
    previousDocumentType: null,
    previousFile: null,
  },
  {
    id: 'UAV_OWNERSHIP_CONFIRMATION',
    name: 'Подтверждение владения БВС',
    required: true,
    hasPreviousDocument: true,
    previousDocumentType: 'UAV_OWNERSHIP_CONFIRMATION',
    previousFile: { id: 'file-1', url: '/api/files/file-1', filename: 'ownership.pdf', accessTypeCode: 'PROTECTED' },
  },
  {
    id: 'FSB_PERMISSION',
    name: 'Разрешение ФСБ',
    required: false,
    hasPreviousDocument: false,
    previousDocumentType: null,
    previousFile: null,
  },
];

let fake: FakeApi;
let xhr: FakeXhrControl;
let changed: jest.Mock;

beforeEach(() => {
  fake = createFakeApi();
  fake.on('GET', '/api/local-government-agreement-documents', { body: { data: documents } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
  xhr = installFakeXhr();
  changed = jest.fn();
});

afterEach(() => xhr.restore());

function renderPanel(agreements: LocalAgreement[] = [odintsovo, krasnogorsk], route = '/flight/requests/f1/agreement/') {
  return renderWithProviders(<LocalAdministrationsPanel flightId="f1" view={view(agreements)} onChanged={changed} />, { route });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('LocalAdministrationsPanel', () => {
  it('shows each administration with its route mark, status, sending time in Moscow and delivery state', async () => {
    renderPanel();
    const first = card('Одинцовский городской округ');
    expect(within(first).getByText('по маршруту')).toBeTruthy();
    expect(within(first).getByText('На рассмотрении')).toBeTruthy();
    expect(within(first).getByText('Заявление отправлено 24.11.2026 12:30 (МСК)')).toBeTruthy();
    expect(within(first).getByText('Доставка заявления: повторная попытка в 12:45, попытка 3')).toBeTruthy();
    expect((within(first).getByLabelText('Подробная цель полёта') as HTMLTextAreaElement).value).toBe('Аэрофотосъёмка поля');

    const second = card('Городской округ Красногорск');
    expect(within(second).getByText('Разрешено')).toBeTruthy();
    expect(within(second).getByText('Разрешение № 15-П от 20.11.2026')).toBeTruthy();
    expect(within(second).getByText('Заявление ещё не отправлено')).toBeTruthy();
    // A confirmed administration cannot be removed (the backend refuses it) nor re-sent.
    expect(within(second).queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Отправить заявление' })).toBeNull();
    expect(await within(first).findByRole('button', { name: 'Отправить заявление повторно' })).toBeTruthy();
  });

  it('says so when no administration is added yet', () => {
    renderPanel([]);
    expect(screen.getByRole('heading', { name: 'Администрации не добавлены' })).toBeTruthy();
    expect(screen.queryByLabelText('Вне населённых пунктов — для всех')).toBeNull();
  });

  it('finds municipalities, the route’s first with their mark, and adds one by its map object when it has no id yet', async () => {
    fake.on('GET', '/api/flight-agreements/authority/municipals', (call) => ({
      body: {
        data: call.url.searchParams.get('text')
          ? [authority('', 'Истра', { mapObjectId: 'osm-77' })]
          : [authority('a1', 'Одинцовский городской округ', { crossed: true }), authority('a3', 'Наро-Фоминский округ', { crossed: true })],
        meta: { totalCount: 2 },
      },
    }));
    fake.on('POST', BASE, { status: 201, body: view([]) });
    renderPanel([odintsovo]);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить администрацию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить администрацию' });
    const results = await within(dialog).findByRole('list', { name: 'Муниципальные образования' });
    expect(within(results).getAllByText('по маршруту')).toHaveLength(2);
    // Already on the flight: offered, but not addable twice.
    expect(within(results).getByText('Уже добавлена')).toBeTruthy();
    const first = fake.calls.find((call) => call.url.pathname.endsWith('/municipals'));
    expect(first?.url.searchParams.get('flightAgreementId')).toBe('f1');
    expect(first?.url.searchParams.get('size')).toBe('20');

    fireEvent.change(within(dialog).getByLabelText('Поиск муниципального образования'), { target: { value: 'Истра' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Добавить «Истра»' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ authority: { mapObjectId: 'osm-77' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the search’s failure and lets it be retried', async () => {
    fake.on('GET', '/api/flight-agreements/authority/municipals', { status: 500, body: { statusCode: 500, message: 'Карта недоступна' } });
    renderPanel([]);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить администрацию' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Не удалось загрузить администрации')).toBeTruthy();
    fake.on('GET', '/api/flight-agreements/authority/municipals', { body: { data: [], meta: { totalCount: 0 } } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    expect(await within(dialog).findByText('Ничего не найдено')).toBeTruthy();
  });

  it('saves the purpose as plain text and copies it to the other administrations', async () => {
    fake.on('PATCH', `${BASE}/a1/purpose`, { body: view([]) });
    fake.on('PATCH', `${BASE}/copy-purpose`, { body: view([]) });
    renderPanel();
    const first = card('Одинцовский городской округ');
    const purpose = within(first).getByLabelText('Подробная цель полёта');
    fireEvent.change(purpose, { target: { value: '   ' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить цель' }));
    expect(within(first).getByText('Опишите цель полёта')).toBeTruthy();
    expect(purpose.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(purpose, { target: { value: ' Мониторинг посевов ' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить цель' }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    const saved = fake.calls.find((call) => call.url.pathname.endsWith('/a1/purpose'));
    expect(saved?.body).toBe('Мониторинг посевов');
    expect(saved?.headers['content-type']).toMatch(/^text\/plain/);

    fireEvent.click(
      within(first).getByRole('button', { name: 'Скопировать цель «Одинцовский городской округ» в остальные администрации' }),
    );
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(fake.calls.find((call) => call.url.pathname.endsWith('/copy-purpose'))?.body).toEqual({
      targets: ['a2'],
      purpose: 'Мониторинг посевов',
    });
  });

  it('switches outside-locality for one and for all', async () => {
    fake.on('PATCH', `${BASE}/a1/outside-locality/true`, { body: view([]) });
    fake.on('PATCH', `${BASE}/all/outside-locality/true`, { body: view([]) });
    renderPanel();
    fireEvent.click(within(card('Одинцовский городской округ')).getByLabelText('Полёт вне населённых пунктов'));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByLabelText('Вне населённых пунктов — для всех'));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(fake.calls.filter((call) => call.method === 'PATCH').map((call) => call.url.pathname)).toEqual([
      `${BASE}/a1/outside-locality/true`,
      `${BASE}/all/outside-locality/true`,
    ]);
  });

  it('refuses to send without a required document, then sends the files, the previous one and the distribution', async () => {
    renderPanel([agreement('a1', 'Одинцовский городской округ')]);
    const first = card('Одинцовский городской округ');
    const send = await within(first).findByRole('button', { name: 'Отправить заявление' });
    expect(within(first).getByText('Прежний файл:')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'ownership.pdf' })).toBeTruthy();
    expect(within(first).getAllByText('обязательный')).toHaveLength(2);

    fireEvent.click(send);
    const certificate = within(first).getByRole('group', { name: 'Сертификат эксплуатанта' });
    expect(within(certificate).getByText('Приложите документ или используйте прежний')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);

    const file = new File(['pdf'], 'certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(within(certificate).getByLabelText('Сертификат эксплуатанта', { selector: 'input' }), { target: { files: [file] } });
    const extra = new File(['jpg'], 'map.jpg', { type: 'image/jpeg' });
    const additional = within(first).getByRole('group', { name: 'Дополнительные файлы' });
    fireEvent.change(within(additional).getByLabelText('Дополнительные файлы', { selector: 'input' }), { target: { files: [extra] } });

    xhr.reply({ status: 202, body: view([]), progress: [[1, 2]], hold: true });
    fireEvent.click(send);
    expect(await within(first).findByRole('progressbar', { name: 'Загрузка документов' })).toBeTruthy();
    xhr.release();
    await waitFor(() => expect(changed).toHaveBeenCalled());

    expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: `http://api.test${BASE}/a1/send-application` });
    const form = xhr.sent[0].body as FormData;
    expect((form.get('OPERATOR_CERTIFICATE') as File).name).toBe('certificate.pdf');
    expect(form.get('UAV_OWNERSHIP_CONFIRMATION')).toBeNull();
    expect(form.get('FSB_PERMISSION')).toBeNull();
    expect((form.getAll('additionalFiles') as File[]).map((part) => part.name)).toEqual(['map.jpg']);
    expect(JSON.parse(form.get('distribution') as string)).toEqual({
      OPERATOR_CERTIFICATE: 'UPLOADED',
      UAV_OWNERSHIP_CONFIRMATION: 'PREVIOUS',
    });
  });

  it('asks for a required document again when its previous file is not reused', async () => {
    renderPanel([agreement('a1', 'Одинцовский городской округ')]);
    const first = card('Одинцовский городской округ');
    const send = await within(first).findByRole('button', { name: 'Отправить заявление' });
    // Not reusing the previous file, and the backend names the document.
    fireEvent.click(within(first).getByLabelText('Использовать прежний документ'));
    const certificate = within(first).getByRole('group', { name: 'Сертификат эксплуатанта' });
    fireEvent.change(within(certificate).getByLabelText('Сертификат эксплуатанта', { selector: 'input' }), {
      target: { files: [new File(['pdf'], 'c.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(send);
    const ownership = within(first).getByRole('group', { name: 'Подтверждение владения БВС' });
    expect(within(ownership).getByText('Приложите документ или используйте прежний')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
  });

  it('puts the backend’s refusal of a document beside that document', async () => {
    renderPanel([agreement('a1', 'Одинцовский городской округ')]);
    const first = card('Одинцовский городской округ');
    const send = await within(first).findByRole('button', { name: 'Отправить заявление' });
    const certificate = within(first).getByRole('group', { name: 'Сертификат эксплуатанта' });
    fireEvent.change(within(certificate).getByLabelText('Сертификат эксплуатанта', { selector: 'input' }), {
      target: { files: [new File(['pdf'], 'c.pdf', { type: 'application/pdf' })] },
    });
    xhr.reply({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        detailedError: [{ field: 'OPERATOR_CERTIFICATE', error: 'Файл не читается' }],
      },
    });
    fireEvent.click(send);
    expect(await within(certificate).findByText('Файл не читается')).toBeTruthy();
    expect(within(first).getByRole('alert').textContent).toBe('Не хватает обязательных документов — они отмечены выше.');
    expect(changed).not.toHaveBeenCalled();
  });

  it('sends the permission only with both number and date, the error beside the missing one', async () => {
    fake.on('PUT', `${BASE}/a1/set-permission`, { body: view([]) });
    renderPanel([agreement('a1', 'Одинцовский городской округ')]);
    const first = card('Одинцовский городской округ');
    const number = within(first).getByLabelText('Номер разрешения');
    const date = within(first).getByLabelText('Дата выдачи');
    fireEvent.change(number, { target: { value: '7-Р' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить разрешение' }));
    expect(within(first).getByText('Укажите дату выдачи')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(date, { target: { value: '21112026' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить разрешение' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ decision: { number: '7-Р', dateOfIssue: '2026-11-21' } });
  });

  it('shows the backend’s field error of the permission beside its field', async () => {
    fake.on('PUT', `${BASE}/a1/set-permission`, {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        detailedError: [{ field: 'decision.number', error: 'Слишком длинный номер' }],
      },
    });
    renderPanel([agreement('a1', 'Одинцовский городской округ')]);
    const first = card('Одинцовский городской округ');
    fireEvent.change(within(first).getByLabelText('Номер разрешения'), { target: { value: '1' } });
    fireEvent.change(within(first).getByLabelText('Дата выдачи'), { target: { value: '21.11.2026' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить разрешение' }));
    expect(await within(first).findByText('Слишком длинный номер')).toBeTruthy();
    expect(within(first).getByLabelText('Номер разрешения').getAttribute('aria-invalid')).toBe('true');
  });

  it('removes an administration after asking', async () => {
    fake.on('DELETE', `${BASE}/a1`, { status: 204 });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить администрацию «Одинцовский городской округ»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить администрацию?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.url.pathname === `${BASE}/a1`)).toBe(true);
  });

  it('speaks English on the English page', () => {
    renderPanel([odintsovo], '/en/flight/requests/f1/agreement/');
    expect(screen.getByRole('heading', { name: 'Local administrations' })).toBeTruthy();
    expect(screen.getByText('on the route')).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
  });
});
