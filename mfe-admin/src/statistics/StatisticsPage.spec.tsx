import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../i18n';
import { defaultRange } from './dateRange';
import { StatisticsPage } from './StatisticsPage';
import { downloadStatistics } from './statisticsApi';

// jsdom has no fetch Request, which the download builds: the download itself is specified in statisticsApi.spec.ts
// (Node's environment); here only what the page does with it.
jest.mock('./statisticsApi', () => ({ ...jest.requireActual('./statisticsApi'), downloadStatistics: jest.fn() }));

registerRemoteTranslations();

const SUMMARY = '/api/system/admin/statistics/summary';

const summary = (dateFrom: string, dateTo: string, days: string[]) => ({
  dateFrom,
  dateTo,
  days,
  sections: [
    { key: 'users', series: [{ key: 'registered', perDay: days.map((_, i) => i + 1), total: (days.length * (days.length + 1)) / 2 }] },
    {
      key: 'localAgreements',
      series: [
        { key: 'PENDING', perDay: days.map(() => 0), total: 0 },
        { key: 'CONFIRMED', perDay: days.map((_, i) => (i === 0 ? 4 : 0)), total: 4 },
      ],
    },
  ],
  allTime: { users: 120, companies: 7, drones: 40, flightRequests: 300, agreements: 280, flightsCompleted: 95 },
  marketplace: { status: 'not-configured', figures: [] },
});

let fake: FakeApi;

function setup(reply: (query: URLSearchParams) => { status?: number; body: unknown }) {
  fake = createFakeApi();
  fake.on('GET', SUMMARY, (call) => reply(call.url.searchParams));
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims({ realm_access: { roles: ['admin'] } })));
}

const summaryCalls = () => fake.calls.filter((call) => call.url.pathname === SUMMARY);

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/statistics/" element={<StatisticsPage />} />
      <Route path="/en/admin/statistics/" element={<StatisticsPage />} />
    </Routes>,
    { route },
  );

const display = (iso: string) => iso.split('-').reverse().join('.');

afterEach(() => act(() => alertStore.getState().clear()));

describe('StatisticsPage', () => {
  it('opens on the last 30 Moscow days and draws each section as a chart with its table, in Russian', async () => {
    const { dateFrom, dateTo } = defaultRange();
    setup((query) => ({ body: summary(query.get('dateFrom') ?? '', query.get('dateTo') ?? '', ['2026-03-01', '2026-03-02']) }));
    renderAt('/admin/statistics/');
    expect(screen.getByRole('heading', { level: 1, name: 'Статистика' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^С/ }) as HTMLInputElement).value).toBe(display(dateFrom));
    expect((screen.getByRole('textbox', { name: /^По/ }) as HTMLInputElement).value).toBe(display(dateTo));

    const chart = await screen.findByRole('img', { name: /Пользователи/ });
    expect(chart.querySelector('desc')?.textContent).toBe(
      `Пользователи по дням с ${display(dateFrom)} по ${display(dateTo)}. Всего за период: 3.`,
    );
    expect(summaryCalls()[0].url.searchParams.toString()).toBe(`dateFrom=${dateFrom}&dateTo=${dateTo}`);

    const table = screen.getByRole('table', { name: 'Согласования с органами местного самоуправления', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual(['ДатаНа рассмотренииСогласовано', '01.03.202604', '02.03.202600', 'Итого04']);
    expect(screen.getByText('Согласовано: 4')).toBeTruthy();

    const allTime = screen.getByRole('region', { name: 'За всё время' });
    expect(within(allTime).getByText('Выполненные полёты').nextSibling?.textContent).toBe('95');
    expect(within(allTime).getByText('Пользователи').nextSibling?.textContent).toBe('120');
    expect(screen.getByText('Маркетплейс не подключён')).toBeTruthy();
  });

  it('shows another period when asked, and refuses a reversed or too long one beside the field without a call', async () => {
    setup((query) => ({ body: summary(query.get('dateFrom') ?? '', query.get('dateTo') ?? '', ['2025-01-01']) }));
    renderAt('/admin/statistics/');
    await screen.findByRole('img', { name: /Пользователи/ });
    const from = screen.getByRole('textbox', { name: /^С/ });
    const to = screen.getByRole('textbox', { name: /^По/ });

    fireEvent.change(from, { target: { value: '10.01.2025' } });
    fireEvent.change(to, { target: { value: '01.01.2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Конец периода раньше его начала')).toBeTruthy();
    fireEvent.change(to, { target: { value: '11.01.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Период не может быть длиннее 366 дней')).toBeTruthy();
    expect(summaryCalls()).toHaveLength(1);

    fireEvent.change(to, { target: { value: '20.01.2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(summaryCalls().at(-1)?.url.searchParams.toString()).toBe('dateFrom=2025-01-10&dateTo=2025-01-20'));
    expect(await screen.findByText('Показан период с 10.01.2025 по 20.01.2025')).toBeTruthy();
  });

  it('downloads the XLSX of the typed period and says under which name it was saved', async () => {
    setup((query) => ({ body: summary(query.get('dateFrom') ?? '', query.get('dateTo') ?? '', ['2025-01-01']) }));
    jest.mocked(downloadStatistics).mockResolvedValue('statistics_2025-01-01_2025-01-31.xlsx');
    renderAt('/en/admin/statistics/');
    await screen.findByRole('img', { name: /Users/ });
    fireEvent.change(screen.getByRole('textbox', { name: /^From/ }), { target: { value: '01.01.2025' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^To/ }), { target: { value: '31.01.2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));

    await waitFor(() => expect(downloadStatistics).toHaveBeenCalledWith({ dateFrom: '2025-01-01', dateTo: '2025-01-31' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts.map((a) => a.message)).toEqual(['The file statistics_2025-01-01_2025-01-31.xlsx is saved']),
    );
  });

  it('says when the download fails', async () => {
    setup((query) => ({ body: summary(query.get('dateFrom') ?? '', query.get('dateTo') ?? '', ['2025-01-01']) }));
    jest.mocked(downloadStatistics).mockRejectedValue(new Error('offline'));
    renderAt('/en/admin/statistics/');
    await screen.findByRole('img', { name: /Users/ });
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts[0]).toMatchObject({ status: 'error', title: 'The file could not be downloaded' }),
    );
  });

  it('says when the statistics cannot be loaded, and tries again', async () => {
    let fail = true;
    setup((query) =>
      fail
        ? { status: 500, body: { error: 'Internal Server Error', statusCode: 500, message: 'Boom' } }
        : { body: summary(query.get('dateFrom') ?? '', query.get('dateTo') ?? '', ['2025-01-01']) },
    );
    renderAt('/en/admin/statistics/');
    expect(await screen.findByText('The statistics could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /Users/ })).toBeTruthy();
  });
});
