import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, installFakeXhr, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../../testing/renderInShell';
import { DocumentPage } from './DocumentPage';
import { documentTypeBySlug } from './documentTypes';

const DOCUMENTS = '/api/user/current/documents';
const passport = documentTypeBySlug('passport')!;
const snils = documentTypeBySlug('snils')!;

const stored = (id: string, number: string) => ({
  id,
  typeCode: 'RU_PASSPORT',
  series: '4510',
  number,
  issued: '2015-02-01',
  issuer: 'ОВД Тверского района',
  birthPlace: 'г. Москва',
  residenceAddress: 'г. Москва, ул. Тверская, д. 1',
  files: [{ id: `f-${id}`, url: `/api/files/f-${id}`, filename: 'scan.pdf', accessTypeCode: 'PERSONAL_DATA' }],
});

let fake: FakeApi;
let xhr: FakeXhrControl;

function setup(list: unknown = { data: [], meta: { totalCount: 0 } }, status = 200) {
  fake = createFakeApi();
  fake.on('GET', DOCUMENTS, { status, body: list });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

function description(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

beforeEach(() => {
  xhr = installFakeXhr();
});

afterEach(() => {
  xhr.restore();
  act(() => alertStore.getState().clear());
});

describe('DocumentPage', () => {
  it('asks for page 0, size 5, sort CREATE_DATE of its type and says when there is nothing', async () => {
    setup();
    renderInShell(<DocumentPage type={passport} />, { route: '/profile/passport/' });
    expect(await screen.findByText('Документов пока нет')).toBeTruthy();
    const query = fake.calls[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ typeCode: 'RU_PASSPORT', page: '0', size: '5', sort: 'CREATE_DATE' });
  });

  it('shows a failure with a retry instead of an error page', async () => {
    setup({ error: 'Internal Server Error', statusCode: 500, message: 'database is down' }, 500);
    renderInShell(<DocumentPage type={passport} />, { route: '/en/profile/passport/' });
    expect(await screen.findByText('Could not load the documents')).toBeTruthy();
    fake.on('GET', DOCUMENTS, { body: { data: [stored('d1', '123456')], meta: { totalCount: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4510 123456')).toBeTruthy();
  });

  it('pages through the documents five at a time', async () => {
    setup({ data: [1, 2, 3, 4, 5].map((n) => stored(`d${n}`, `10000${n}`)), meta: { totalCount: 7 } });
    renderInShell(<DocumentPage type={passport} />, { route: '/en/profile/passport/' });
    expect(await screen.findByText('4510 100001')).toBeTruthy();
    fake.on('GET', DOCUMENTS, { body: { data: [6, 7].map((n) => stored(`d${n}`, `10000${n}`)), meta: { totalCount: 7 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('4510 100007')).toBeTruthy();
    expect(fake.calls.at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('creates a passport: masks while typing, scans uploaded with progress, the list refreshed', async () => {
    setup();
    renderInShell(<DocumentPage type={passport} />, { route: '/en/profile/passport/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a document' }));
    const series = screen.getByLabelText(/^Series/);
    fireEvent.change(series, { target: { value: '45a10' } });
    expect((series as HTMLInputElement).value).toBe('4510');
    fireEvent.change(screen.getByLabelText(/^Number/), { target: { value: '1234567' } });
    expect((screen.getByLabelText(/^Number/) as HTMLInputElement).value).toBe('123456');
    fireEvent.change(screen.getByLabelText(/^Date of issue/), { target: { value: '01022015' } });
    fireEvent.change(screen.getByLabelText(/^Issued by/), { target: { value: 'ОВД Тверского района' } });
    fireEvent.change(screen.getByLabelText(/^Place of birth/), { target: { value: 'г. Москва' } });
    fireEvent.change(screen.getByLabelText(/^Registered address/), { target: { value: 'г. Москва, ул. Тверская, д. 1' } });
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' })] } });

    xhr.reply({ status: 201, body: stored('d9', '123456'), progress: [[512, 1024]], hold: true });
    fake.on('GET', DOCUMENTS, { body: { data: [stored('d9', '123456')], meta: { totalCount: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the document' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading scans' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    await act(async () => xhr.release());

    expect(await screen.findByText('4510 123456')).toBeTruthy();
    const [upload] = xhr.sent;
    expect(upload.url).toBe('http://api.test/api/user/current/documents');
    const body = upload.body as FormData;
    expect(JSON.parse(String(body.get('document')))).toEqual({
      typeCode: 'RU_PASSPORT',
      series: '4510',
      number: '123456',
      issued: '2015-02-01',
      issuer: 'ОВД Тверского района',
      birthPlace: 'г. Москва',
      residenceAddress: 'г. Москва, ул. Тверская, д. 1',
    });
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['scan.pdf']);
    expect(alertStore.getState().alerts.map((a) => a.status)).toEqual(['success']);
  });

  it('checks the SNILS check number before sending, and puts server field errors on their fields', async () => {
    setup();
    renderInShell(<DocumentPage type={snils} />, { route: '/en/profile/snils/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a document' }));
    const number = screen.getByLabelText(/^Number/);
    fireEvent.change(number, { target: { value: '11223344596' } });
    expect((number as HTMLInputElement).value).toBe('112-233-445 96');
    fireEvent.click(screen.getByRole('button', { name: 'Save the document' }));
    await waitFor(() => expect(description(number)).toContain('The SNILS check number does not match'));
    expect(xhr.sent).toHaveLength(0);

    fireEvent.change(number, { target: { value: '11223344595' } });
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['%PDF-1.7'], 'snils.pdf', { type: 'application/pdf' })] },
    });
    xhr.reply({
      status: 400,
      body: {
        error: 'Bad Request',
        statusCode: 400,
        message: 'number:this SNILS is already on file; files:the content is PNG, not PDF',
        detailedError: [
          { field: 'number', error: 'this SNILS is already on file' },
          { field: 'files', error: 'the content is PNG, not PDF' },
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the document' }));
    await waitFor(() => expect(description(number)).toContain('this SNILS is already on file'));
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(description(picker)).toContain('the content is PNG, not PDF');
    // What the user typed and chose survives the round trip, so only the wrong part needs redoing.
    expect((number as HTMLInputElement).value).toBe('112-233-445 95');
    expect(screen.getByText('snils.pdf')).toBeTruthy();
  });

  it('opens a document and deletes it after confirmation', async () => {
    setup({ data: [stored('d1', '123456')], meta: { totalCount: 1 } });
    fake.on('GET', `${DOCUMENTS}/d1`, { body: stored('d1', '123456') });
    fake.on('DELETE', `${DOCUMENTS}/d1`, { status: 204 });
    renderInShell(<DocumentPage type={passport} />, { route: '/en/profile/passport/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open document 4510 123456' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('01.02.2015')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Open scan.pdf' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fake.on('GET', DOCUMENTS, { body: { data: [], meta: { totalCount: 0 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete document 4510 123456' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.url.pathname === `${DOCUMENTS}/d1`)).toBe(true);
  });
});
