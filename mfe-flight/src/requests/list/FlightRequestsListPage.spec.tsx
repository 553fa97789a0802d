import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { getInstance } from '@module-federation/enhanced/runtime';
import { configureApiClient, forgetExposedComponentsForTests, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import type { MapViewProps } from '@nebo/mfe-map/types';
import { registerRemoteTranslations } from '../../i18n';
import type { FlightRequestListItem } from './flightRequestsApi';
import { FlightRequestsListPage } from './FlightRequestsListPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

// The flight namespace, with the list's texts merged in (i18n/index.ts).
registerRemoteTranslations();

const LIST = '/api/user/flight-agreements';

/** A night flight in Moscow time (LOCAL), a circle route, a deletable draft. */
const survey: FlightRequestListItem = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Night survey',
  status: 'DRAFT',
  simple: false,
  editable: true,
  deletable: true,
  flightPurpose: { id: 7, code: 'PHOTO', name: 'Photo and video' },
  drone: { dictionaryItem: { id: 'd1', name: 'Mavic 3' }, registrationNumber: 'RU-0001' },
  flightDateTimeOffsetMode: 'LOCAL',
  flightType: 'PROFESSIONAL',
  dates: [{ id: 'i1', start: '2026-11-30T23:00:00', finish: '2026-12-01T01:30:00' }],
  firstFlightDateTime: '2026-11-30T23:00:00',
  flightAltitudeMax: 120,
  flySpaceClass: 'G',
  snapshotFile: null,
  agreementStatuses: [],
  geometry: { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 700 },
  routeSummary: 'CIRCLE R=700 m; 55.7500N 37.6200E',
  createdAt: '2026-11-20T09:00:00Z',
};

/** Written in UTC: 07:00 UTC is 10:00 in Moscow. Converted, so not deletable. */
const pipeline: FlightRequestListItem = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Pipeline check',
  status: 'ALLOWED',
  simple: false,
  editable: false,
  deletable: false,
  flightPurpose: { id: 1, code: 'WORK', name: 'Aviation work' },
  drone: { dictionaryItem: { id: 'd2', name: 'Geoscan 401' }, registrationNumber: 'RU-0002' },
  flightDateTimeOffsetMode: 'UTC',
  flightType: 'PROFESSIONAL',
  dates: [
    { id: 'i2', start: '2026-12-02T07:00:00', finish: '2026-12-02T09:00:00' },
    { id: 'i3', start: '2026-12-03T07:00:00', finish: '2026-12-03T09:00:00' },
  ],
  firstFlightDateTime: '2026-12-02T07:00:00',
  flightAltitudeMax: 150,
  flySpaceClass: 'G',
  snapshotFile: null,
  agreementStatuses: [
    { body: 'ORVD', authorityId: 'a-zc', authorityName: 'Moscow', status: 'ALLOWED' },
    { body: 'LOCAL', authorityId: 'a-m1', authorityName: 'Municipality M1', status: 'PENDING' },
  ],
  geometry: {
    type: 'POLYGON',
    points: [
      { lat: 55.1, lng: 37.1 },
      { lat: 55.2, lng: 37.1 },
      { lat: 55.2, lng: 37.3 },
    ],
  },
  routeSummary: 'POLYGON; 3 points',
  createdAt: '2026-11-21T09:00:00Z',
};

const page = (items: FlightRequestListItem[]) => ({ body: { data: items, meta: { totalCount: items.length } } });

let fake: FakeApi;

function setup(reply: { status?: number; body: unknown } = page([survey, pipeline])) {
  fake = createFakeApi();
  fake.on('GET', LIST, reply);
  fake.on('GET', '/api/dictionaries/FLIGHT_PURPOSE', {
    body: {
      data: [
        { id: 1, code: 'WORK', name: 'Aviation work' },
        { id: 7, code: 'PHOTO', name: 'Photo and video' },
      ],
      meta: { totalCount: 2 },
    },
  });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

const listCalls = () => fake.calls.filter((call) => call.method === 'GET' && call.url.pathname === LIST);
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.url.searchParams ?? []);

/** Shows where the page sent the user, with the router state. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}</output>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      {['/flight/requests/', '/en/flight/requests/'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <FlightRequestsListPage />
              <Where />
            </>
          }
        />
      ))}
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );

const where = () => screen.getByTestId('where').textContent ?? '';

/** mfe_map's MapView as the federation would load it: hands the page a map and shows what is drawn on it. */
const fakeMap = {
  getView: () => ({ getResolution: () => 10, fit: jest.fn() }),
  getPixelFromCoordinate: ([x, y]: number[]) => [x / 10000, -y / 10000],
  getSize: () => [800, 600],
  on: jest.fn(),
  un: jest.fn(),
  once: jest.fn(),
};

function FakeMapView({ label, onMap, children }: MapViewProps) {
  useEffect(() => {
    onMap?.(fakeMap as unknown as Parameters<NonNullable<MapViewProps['onMap']>>[0]);
  }, [onMap]);
  return (
    <div role="region" aria-label={label}>
      {children}
    </div>
  );
}

function serveMap() {
  const loadRemote = jest.fn().mockResolvedValue({ default: FakeMapView, contractVersion: 1 });
  const shell = { options: { name: 'shell', remotes: [{ name: 'mfe_map', entry: 'http://localhost:3106/mf-manifest.json' }] }, loadRemote };
  (getInstance as unknown as jest.Mock).mockImplementation((finder?: (instance: unknown) => boolean) =>
    !finder || finder(shell) ? shell : null,
  );
  return loadRemote;
}

describe('FlightRequestsListPage', () => {
  beforeEach(() => {
    forgetExposedComponentsForTests();
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
  });

  it('asks for the first page by latest flight and shows a table with statuses, purposes and Moscow dates', async () => {
    setup();
    renderAt('/en/flight/requests/');
    const table = await screen.findByRole('table', { name: 'Flight requests, table' });
    expect(lastListQuery()).toEqual({ sort: 'firstFlightDateTime,desc', page: '0', size: '12' });
    expect(within(table).getByRole('link', { name: 'Night survey' }).getAttribute('href')).toBe(`/en/flight/requests/${survey.id}/`);
    expect(within(table).getByText('Draft')).toBeTruthy();
    // The request's status, and its zonal centre's in the chips below it.
    expect(within(table).getAllByText('Allowed')).toHaveLength(2);
    expect(within(table).getByText('Photo and video')).toBeTruthy();
    // LOCAL stays as written; UTC 07:00 is 10:00 in Moscow.
    expect(within(table).getByText('30.11.2026 23:00')).toBeTruthy();
    expect(within(table).getByText('02.12.2026 10:00')).toBeTruthy();
    expect(within(table).getByText('and 1 more date')).toBeTruthy();
    expect(screen.getByText(/2 requests/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New request' })[0].getAttribute('href')).toBe('/en/flight/new/');
  });

  it('shows each approving body of a request as a small chip with its status, in the table and the tiles', async () => {
    setup();
    renderAt('/en/flight/requests/');
    const table = await screen.findByRole('table', { name: 'Flight requests, table' });
    // A draft has no agreement: no chips.
    expect(within(table).queryByRole('list', { name: 'Agreement of “Night survey”' })).toBeNull();
    const expectChips = (chips: HTMLElement) => {
      const items = within(chips).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'ZCZonal centre: MoscowAllowed',
        'Adm.Administration: Municipality M1Under review',
      ]);
      expect(items[0].getAttribute('title')).toBe('Zonal centre: Moscow');
    };
    expectChips(within(table).getByRole('list', { name: 'Agreement of “Pipeline check”' }));

    fireEvent.click(screen.getByRole('button', { name: 'Tiles' }));
    const tiles = screen.getByRole('list', { name: 'Flight requests, tiles' });
    expectChips(within(tiles).getByRole('list', { name: 'Agreement of “Pipeline check”' }));
    expect(within(tiles).queryByRole('list', { name: 'Agreement of “Night survey”' })).toBeNull();
  });

  it('names the bodies in Russian and numbers several administrations', async () => {
    setup(
      page([
        {
          ...pipeline,
          agreementStatuses: [
            { body: 'ORVD', authorityId: 'a-zc', authorityName: 'Московский', status: 'PENDING' },
            { body: 'LOCAL', authorityId: 'a-m1', authorityName: 'Округ 1', status: 'CONFIRMED' },
            { body: 'LOCAL', authorityId: 'a-m2', authorityName: 'Округ 2', status: 'REFUSED' },
          ],
        },
      ]),
    );
    renderAt('/flight/requests/');
    const chips = await screen.findByRole('list', { name: 'Согласование заявки «Pipeline check»' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ЗЦЗональный центр: МосковскийНа рассмотрении',
      'Адм. 1Администрация: Округ 1Разрешено',
      'Адм. 2Администрация: Округ 2Отказано',
    ]);
  });

  it('reads the filters, sort, page and view from the address into the query', async () => {
    setup();
    renderAt(
      '/en/flight/requests/?status=ALLOWED&purpose=WORK&dateFrom=2026-12-01&dateTo=2026-12-31&query=pipe&sort=name,asc&page=2&view=tiles',
    );
    expect(await screen.findByRole('list', { name: 'Flight requests, tiles' })).toBeTruthy();
    expect(lastListQuery()).toEqual({
      'filter.status': 'ALLOWED',
      'filter.purpose': 'WORK',
      // Moscow days as the UTC instants of their midnights; the "until" day included.
      'filter.dateFrom': '2026-11-30T21:00:00',
      'filter.dateTo': '2026-12-31T21:00:00',
      'filter.text': 'pipe',
      sort: 'name,asc',
      page: '2',
      size: '12',
    });
    expect((screen.getByLabelText('Flights from') as HTMLInputElement).value).toBe('01.12.2026');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('ALLOWED');
  });

  it('puts each filter into the address and the query, from the first page', async () => {
    setup();
    renderAt('/en/flight/requests/?page=1');
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PENDING' } });
    await waitFor(() => expect(lastListQuery()['filter.status']).toBe('PENDING'));
    expect(lastListQuery().page).toBe('0');
    expect(where()).toContain('status=PENDING');

    fireEvent.change(await screen.findByLabelText('Flight purpose'), { target: { value: 'PHOTO' } });
    await waitFor(() => expect(lastListQuery()['filter.purpose']).toBe('PHOTO'));

    fireEvent.change(screen.getByLabelText('Flights from'), { target: { value: '01122026' } });
    await waitFor(() => expect(lastListQuery()['filter.dateFrom']).toBe('2026-11-30T21:00:00'));
    expect(where()).toContain('dateFrom=2026-12-01');

    fireEvent.change(screen.getByLabelText('Flights until'), { target: { value: '31.13.2026' } });
    expect(screen.getByText('Enter the date as DD.MM.YYYY')).toBeTruthy();
    expect(lastListQuery()['filter.dateTo']).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'night' } });
    await waitFor(() => expect(lastListQuery()['filter.text']).toBe('night'));
    await waitFor(() => expect(where()).toContain('query=night'));

    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'createdAt,desc' } });
    await waitFor(() => expect(lastListQuery().sort).toBe('createdAt,desc'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ sort: 'createdAt,desc', page: '0', size: '12' }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect(where()).not.toMatch(/status=|purpose=|dateFrom=|query=/);
  });

  it('shows the same page in each of the four views, the view kept in the address', async () => {
    setup();
    serveMap();
    renderAt('/en/flight/requests/?month=2026-12');
    await screen.findByRole('table');
    const names = ['Night survey', 'Pipeline check'];

    fireEvent.click(screen.getByRole('button', { name: 'Tiles' }));
    expect(where()).toContain('view=tiles');
    const tiles = screen.getByRole('list', { name: 'Flight requests, tiles' });
    for (const name of names) expect(within(tiles).getByRole('link', { name })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(where()).toContain('view=map');
    const legend = screen.getByRole('region', { name: 'Requests on this page' });
    for (const name of names) expect(within(legend).getByRole('link', { name })).toBeTruthy();
    const overlay = await screen.findByTestId('route-overlay');
    expect(within(overlay).getByText('1. Night survey')).toBeTruthy();
    expect(within(overlay).getByText('2. Pipeline check')).toBeTruthy();
    expect(overlay.querySelectorAll('circle, path')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(where()).toContain('view=calendar');
    const calendar = screen.getByRole('region', { name: 'Flight calendar' });
    for (const name of names) expect(within(calendar).getAllByRole('link', { name: new RegExp(name) }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(where()).not.toContain('view=');
    expect(listCalls()).toHaveLength(1);
  });

  it('opens a request by clicking its route on the map', async () => {
    setup();
    const loadRemote = serveMap();
    renderAt('/en/flight/requests/?view=map');
    fireEvent.click(await screen.findByText('2. Pipeline check'));
    expect(loadRemote).toHaveBeenCalledWith('mfe_map/MapView');
    expect(where()).toContain(`/en/flight/requests/${pipeline.id}/`);
  });

  it('places flights on the Moscow days of their intervals, across midnight, with month navigation', async () => {
    setup();
    renderAt('/en/flight/requests/?view=calendar&month=2026-12');
    const calendar = await screen.findByRole('region', { name: 'Flight calendar' });
    expect(within(calendar).getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    const dayOf = (link: HTMLElement) => link.closest('td')?.getAttribute('data-day');
    // 23:00–01:30 Moscow: on 30 November (shown in December's first week) and on 1 December.
    const night = within(calendar).getAllByRole('link', { name: /^Night survey/ });
    expect(night.map(dayOf)).toEqual(['2026-11-30', '2026-12-01']);
    expect(night[0].textContent).toBe('23:00–…Night survey');
    expect(night[1].textContent).toBe('…–01:30Night survey');
    // Written in UTC: 07:00Z is 10:00 Moscow; the reserved date is named as such.
    const pipe = within(calendar).getAllByRole('link', { name: /^Pipeline check/ });
    expect(pipe.map(dayOf)).toEqual(['2026-12-02', '2026-12-03']);
    expect(pipe[0].getAttribute('aria-label')).toBe('Pipeline check, 02.12.2026 10:00 – 02.12.2026 12:00');
    expect(pipe[1].getAttribute('aria-label')).toBe('Pipeline check, 03.12.2026 10:00 – 03.12.2026 12:00');

    fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(where()).toContain('month=2027-01');
    expect(within(calendar).getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(within(calendar).getByText('No request on this page flies this month.')).toBeTruthy();
    fireEvent.click(within(calendar).getByRole('button', { name: 'Dec 2026: 2' }));
    expect(where()).toContain('month=2026-12');
  });

  it('shows the calendar as an agenda of days on a phone', async () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    setup();
    renderAt('/flight/requests/?view=calendar&month=2026-12');
    const calendar = await screen.findByRole('region', { name: 'Календарь полётов' });
    expect(within(calendar).queryByRole('table')).toBeNull();
    // The filters other than the search fold away on a phone.
    expect(screen.getByText('Фильтры и сортировка')).toBeTruthy();
    const days = within(calendar)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(days).toEqual(['Вторник, 01.12.2026', 'Среда, 02.12.2026', 'Четверг, 03.12.2026']);
    expect(within(calendar).getAllByText('Разрешена')).toHaveLength(2);
  });

  it('deletes a draft after confirmation and offers no delete for a converted request', async () => {
    setup();
    renderAt('/en/flight/requests/');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Delete request “Pipeline check”' })).toBeNull();
    fake.on('DELETE', `${LIST}/${survey.id}`, { status: 204 });

    fireEvent.click(screen.getByRole('button', { name: 'Delete request “Night survey”' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('The draft “Night survey” will be deleted for good.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fake.on('GET', LIST, page([pipeline]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete request “Night survey”' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([`${LIST}/${survey.id}`]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Night survey' })).toBeNull());
  });

  it('keeps the dialog open with the server’s reason when it refuses to delete', async () => {
    setup();
    renderAt('/en/flight/requests/');
    await screen.findByRole('table');
    fake.on('DELETE', `${LIST}/${survey.id}`, {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'The request was converted and cannot be deleted' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete request “Night survey”' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain('cannot be deleted');
  });

  it('copies a request into a new form: /flight/new/?copy={id} with the copy in the router state', async () => {
    setup();
    renderAt('/en/flight/requests/?view=tiles');
    await screen.findByRole('list', { name: 'Flight requests, tiles' });
    const copy = { name: 'Pipeline check', generalFlightDateTime: [] };
    fake.on('GET', `${LIST}/${pipeline.id}/copy-flight-request`, { body: copy });
    fireEvent.click(screen.getByRole('button', { name: 'Copy request “Pipeline check”' }));
    await waitFor(() => expect(where()).toContain(`/en/flight/new/?copy=${pipeline.id}`));
    expect(listCalls()).toHaveLength(1);
    expect(where()).toContain(JSON.stringify({ copyOf: pipeline.id, copy }));
  });

  it('invites to the first request when there is none, and says when filters find nothing', async () => {
    setup(page([]));
    renderAt('/flight/requests/');
    expect(await screen.findByText('Заявок пока нет')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Новая заявка' }).every((link) => link.getAttribute('href') === '/flight/new/')).toBe(true);
  });

  it('goes back to the last page with requests when the page asked for is past the end', async () => {
    setup();
    fake.on('GET', LIST, (call) =>
      call.url.searchParams.get('page') === '3' ? { body: { data: [], meta: { totalCount: 2 } } } : page([survey, pipeline]),
    );
    renderAt('/en/flight/requests/?page=3');
    expect(await screen.findByRole('link', { name: 'Night survey' })).toBeTruthy();
    expect(lastListQuery().page).toBe('0');
    expect(where()).not.toContain('page=');
  });

  it('says when the filters find nothing', async () => {
    setup(page([]));
    renderAt('/en/flight/requests/?status=REJECTED');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
  });

  it('shows a failure with a retry instead of an error page', async () => {
    setup({ status: 500, body: { error: 'Internal Server Error', statusCode: 500, message: 'database is down' } });
    renderAt('/en/flight/requests/');
    expect(await screen.findByText('The list of flight requests could not be loaded')).toBeTruthy();
    fake.on('GET', LIST, page([survey]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Night survey' })).toBeTruthy();
  });
});
