import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, registerTranslations } from '@nebo/shared-ui';
import { createFakeApi, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import { localEn } from '../../i18n/local.en';
import { localRu } from '../../i18n/local.ru';
import { NAMESPACE } from '../../namespace';
import { downloadApiFile } from '../../requests/api/download';
import type { CaseEvent } from './caseFileApi';
import { CaseFilePanel } from './CaseFilePanel';
import { shortDigest } from './caseFileApi';

// The browser's download (a Blob and a link click) is not jsdom's to do: the spec checks what is asked for.
jest.mock('../../requests/api/download', () => ({ downloadApiFile: jest.fn() }));

registerRemoteTranslations();
registerTranslations(NAMESPACE, { ru: { local: localRu }, en: { local: localEn } });

const EVENTS = '/api/user/flight-agreements/f1/agreement/events';
const DIGEST = 'a3f5c2d9e8b7a6f50123456789abcdef0123456789abcdef0123456789fe12cd';

const events: CaseEvent[] = [
  {
    id: '2',
    at: '2026-11-24T10:05:00Z',
    actor: 'SYSTEM',
    actorName: null,
    body: 'ORVD',
    authorityId: null,
    authorityName: null,
    event: 'orvd.submission-delivered',
    summary: 'Заявка доставлена в зональный центр',
    digest: DIGEST,
  },
  {
    id: '1',
    at: '2026-11-24T09:30:00Z',
    actor: 'USER',
    actorName: 'Иванов И. И.',
    body: 'LOCAL',
    authorityId: 'a1',
    authorityName: 'Одинцовский городской округ',
    event: 'local.application-sent',
    summary: 'Заявление отправлено в администрацию',
    digest: DIGEST.replace('a3', 'b4'),
  },
];

let fake: FakeApi;

beforeEach(() => {
  fake = createFakeApi();
  fake.on('GET', EVENTS, { body: { data: events, meta: { totalCount: 45 } } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
  (downloadApiFile as jest.Mock).mockReset();
});

const render = (refreshKey = 0, route = '/flight/requests/f1/agreement/') =>
  renderWithProviders(<CaseFilePanel flightId="f1" refreshKey={refreshKey} />, { route });

describe('CaseFilePanel', () => {
  it('lists the events with Moscow time, who, the body, the summary and a shortened digest', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'События дела согласования' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('24.11.2026 13:05')).toBeTruthy();
    expect(within(rows[1]).getByText('Система')).toBeTruthy();
    expect(within(rows[1]).getByText('Зональный центр')).toBeTruthy();
    expect(within(rows[1]).getByText('Заявка доставлена в зональный центр')).toBeTruthy();
    const short = within(rows[1]).getByText(shortDigest(DIGEST));
    expect(short.getAttribute('title')).toBe(DIGEST);
    // The full value is read out to screen readers instead of the shortened one.
    expect(within(rows[1]).getByText(`Контрольная сумма SHA-256: ${DIGEST}`)).toBeTruthy();
    expect(within(rows[2]).getByText('Иванов И. И.')).toBeTruthy();
    expect(within(rows[2]).getByText('Одинцовский городской округ')).toBeTruthy();
    expect(fake.calls[0].url.searchParams.get('page')).toBe('0');
    expect(fake.calls[0].url.searchParams.get('size')).toBe('20');
  });

  it('pages through the events', async () => {
    render();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url.searchParams.get('page') === '1')).toBe(true));
  });

  it('refetches when the page says the case file changed', async () => {
    const { rerender } = render(0);
    await screen.findByRole('table');
    expect(fake.calls).toHaveLength(1);
    rerender(<CaseFilePanel flightId="f1" refreshKey={1} />);
    await waitFor(() => expect(fake.calls).toHaveLength(2));
  });

  it('says so when there are no events yet', async () => {
    fake.on('GET', EVENTS, { body: { data: [], meta: { totalCount: 0 } } });
    render();
    expect(await screen.findByText('Событий пока нет')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    fake.on('GET', EVENTS, { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Сбой' } });
    render();
    expect(await screen.findByText('Не удалось загрузить дело согласования')).toBeTruthy();
    fake.on('GET', EVENTS, { body: { data: events, meta: { totalCount: 2 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('downloads the CSV under the backend’s name, and says when it fails', async () => {
    (downloadApiFile as jest.Mock).mockResolvedValueOnce('case-file-f1.csv').mockRejectedValueOnce(new Error('Нет связи'));
    render();
    const button = await screen.findByRole('button', { name: 'Скачать дело согласования в формате CSV' });
    fireEvent.click(button);
    await waitFor(() => expect(downloadApiFile).toHaveBeenCalledWith(`${EVENTS}/csv`, 'case-file-f1.csv'));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Нет связи');
  });

  it('speaks English on the English page', async () => {
    render(0, '/en/flight/requests/f1/agreement/');
    expect(await screen.findByRole('columnheader', { name: 'Date and time (Moscow)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the case file as CSV' })).toBeTruthy();
  });
});

describe('shortDigest', () => {
  it('keeps the head and tail of a long digest and leaves a short one', () => {
    expect(shortDigest(DIGEST)).toBe('a3f5c2d9…fe12cd');
    expect(shortDigest('abc')).toBe('abc');
  });
});
