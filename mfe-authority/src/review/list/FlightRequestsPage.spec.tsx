import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import type { AuthorityFlightRequestItemDto } from '../types';
import { FlightRequestsPage } from './FlightRequestsPage';

registerRemoteTranslations();

const LIST = '/api/authority/flight-requests';

const survey: AuthorityFlightRequestItemDto = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Обследование ЛЭП',
  reviewStatus: 'AWAITING',
  agreementStatus: 'PENDING',
  body: 'ORVD',
  applicant: { kind: 'INDIVIDUAL', name: 'Соколова Мария Андреевна', email: 'applicant@nebo.local' },
  drone: { registrationNumber: 'RU-0001', model: 'Геоскан 201' },
  purpose: { id: 7, name: 'Фото- и видеосъёмка' },
  firstFlightDateTime: '2026-12-01T07:30:00Z',
  lastFlightDateTime: '2026-12-02T07:30:00Z',
  sendDateTime: '2026-11-24T09:00:00Z',
  decisionDateTime: null,
  crossesArea: true,
};

const decided: AuthorityFlightRequestItemDto = {
  ...survey,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Pipeline check',
  reviewStatus: 'REJECTED',
  agreementStatus: 'REJECTED',
  applicant: { kind: 'COMPANY', name: 'ООО «Аэросъёмка»', email: null },
  crossesArea: false,
  decisionDateTime: '2026-11-24T12:00:00Z',
};

let fake: FakeApi;

function setup(items: AuthorityFlightRequestItemDto[] = [survey, decided]) {
  fake = createFakeApi();
  fake.on('GET', LIST, { body: { data: items, meta: { totalCount: items.length } } });
  fake.on('GET', '/api/dictionaries/FLIGHT_PURPOSE', {
    body: {
      data: [
        { id: 1, code: 'WORK', name: 'Авиационные работы' },
        { id: 7, code: 'PHOTO', name: 'Фото- и видеосъёмка' },
      ],
      meta: { totalCount: 2 },
    },
  });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

const listCalls = () => fake.calls.filter((call) => call.method === 'GET' && call.url.pathname === LIST);
const lastQuery = () => listCalls().at(-1)?.url.searchParams ?? new URLSearchParams();

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const where = () => decodeURIComponent(screen.getByTestId('where').textContent ?? '');

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      {['/agreement/flight-requests/', '/en/agreement/flight-requests/'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <FlightRequestsPage />
              <Where />
            </>
          }
        />
      ))}
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );

describe('FlightRequestsPage', () => {
  beforeEach(() => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
  });

  it('asks for the newest requests first and shows them in a table, times in Moscow', async () => {
    setup();
    renderAt('/agreement/flight-requests/');
    const table = await screen.findByRole('table', { name: 'Заявки на рассмотрение' });
    expect(Object.fromEntries(lastQuery())).toEqual({ page: '0', size: '20', sort: 'sendDateTime,desc' });
    const link = within(table).getByRole('link', { name: 'Обследование ЛЭП' });
    expect(link.getAttribute('href')).toBe(`/agreement/flight-requests/${survey.id}/`);
    expect(within(table).getByText('Ждёт решения')).toBeTruthy();
    expect(within(table).getByText('Отказано')).toBeTruthy();
    // 07:30 UTC is 10:30 in Moscow.
    expect(within(table).getAllByText('01.12.2026 10:30')).toHaveLength(2);
    expect(within(table).getByText('Пересекает район')).toBeTruthy();
    expect(within(table).getByText('Не пересекает')).toBeTruthy();
    expect(within(table).getByText('Организация')).toBeTruthy();
    expect(screen.getByText('Найдено 2 заявки')).toBeTruthy();
    const sent = within(table).getByRole('columnheader', { name: /Поступила/ });
    expect(sent.getAttribute('aria-sort')).toBe('descending');
  });

  it('reads every filter, the sort and the page from the address into the dotted-key query', async () => {
    setup();
    renderAt(
      '/en/agreement/flight-requests/?status=AWAITING,APPROVED&from=2026-12-01&to=2026-12-31&applicant=Sokolova&drone=RU-0001&purpose=7&crossing=CROSSES&query=survey&sort=name,asc&page=2',
    );
    await screen.findByRole('table', { name: 'Requests under review' });
    const query = lastQuery();
    expect(query.getAll('filter.status')).toEqual(['AWAITING', 'APPROVED']);
    expect(query.get('filter.flightDate.from')).toBe('2026-12-01');
    expect(query.get('filter.flightDate.to')).toBe('2026-12-31');
    expect(query.get('filter.applicant')).toBe('Sokolova');
    expect(query.get('filter.drone')).toBe('RU-0001');
    expect(query.getAll('filter.purpose')).toEqual(['7']);
    expect(query.get('filter.crossing')).toBe('CROSSES');
    expect(query.get('filter.text')).toBe('survey');
    expect(query.get('sort')).toBe('name,asc');
    expect(query.get('page')).toBe('2');
    expect((screen.getByLabelText('Flight dates from') as HTMLInputElement).value).toBe('01.12.2026');
    expect((screen.getByLabelText('Applicant', { selector: 'input' }) as HTMLInputElement).value).toBe('Sokolova');
    await waitFor(() => expect((screen.getByLabelText('Flight purpose') as HTMLSelectElement).value).toBe('7'));
    expect(screen.getByRole('button', { name: 'Awaiting a decision' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('puts each filter into the address and the query, starting again from the first page', async () => {
    setup();
    renderAt('/en/agreement/flight-requests/?page=1');
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Awaiting a decision' }));
    await waitFor(() => expect(lastQuery().getAll('filter.status')).toEqual(['AWAITING']));
    expect(lastQuery().get('page')).toBe('0');
    expect(where()).toContain('status=AWAITING');
    expect(where()).not.toContain('page=');

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(lastQuery().getAll('filter.status')).toEqual(['AWAITING', 'REJECTED']));
    expect(where()).toContain('status=AWAITING,REJECTED');

    fireEvent.change(screen.getByLabelText('Flight dates from'), { target: { value: '01122026' } });
    await waitFor(() => expect(lastQuery().get('filter.flightDate.from')).toBe('2026-12-01'));
    expect(where()).toContain('from=2026-12-01');

    fireEvent.change(screen.getByLabelText('Applicant', { selector: 'input' }), { target: { value: 'Соколова' } });
    await waitFor(() => expect(lastQuery().get('filter.applicant')).toBe('Соколова'));
    expect(where()).toContain('applicant=Соколова');

    fireEvent.change(screen.getByLabelText('Drone', { selector: 'input' }), { target: { value: 'RU-0001' } });
    await waitFor(() => expect(lastQuery().get('filter.drone')).toBe('RU-0001'));

    await waitFor(() => expect(screen.getByRole('option', { name: 'Фото- и видеосъёмка' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Flight purpose'), { target: { value: '7' } });
    await waitFor(() => expect(lastQuery().getAll('filter.purpose')).toEqual(['7']));

    fireEvent.change(screen.getByLabelText('Authority area'), { target: { value: 'NOT_CROSSES' } });
    await waitFor(() => expect(lastQuery().get('filter.crossing')).toBe('NOT_CROSSES'));

    fireEvent.change(screen.getByLabelText('Request name'), { target: { value: 'survey' } });
    await waitFor(() => expect(lastQuery().get('filter.text')).toBe('survey'));
    expect(where()).toContain('query=survey');

    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(where()).toBe('/en/agreement/flight-requests/'));
    await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({ page: '0', size: '20', sort: 'sendDateTime,desc' }));
    expect((screen.getByLabelText('Request name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sorts by a column heading, then the other way round', async () => {
    setup();
    renderAt('/en/agreement/flight-requests/');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by the “First flight” column' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('firstFlightDateTime,asc'));
    expect(where()).toContain('sort=firstFlightDateTime,asc');
    expect(screen.getByRole('columnheader', { name: /First flight/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by the “First flight” column' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('firstFlightDateTime,desc'));
  });

  it('opens a request from its row', async () => {
    setup();
    renderAt('/agreement/flight-requests/?status=AWAITING');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByText('Соколова Мария Андреевна'));
    expect(where()).toBe(`/agreement/flight-requests/${survey.id}/`);
  });

  it('tells an empty list from a filtered one that found nothing', async () => {
    setup([]);
    renderAt('/agreement/flight-requests/');
    expect(await screen.findByText('Заявок на рассмотрение нет')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отказано' }));
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
  });

  it('shows the failure with a retry', async () => {
    setup();
    fake.on('GET', LIST, { status: 500, body: { statusCode: 500, message: 'boom' } });
    renderAt('/en/agreement/flight-requests/');
    expect(await screen.findByText('The requests could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
