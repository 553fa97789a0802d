import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { configureApiClient, NeboUiProvider, setLanguage } from '@nebo/shared-ui';
import { createFakeApi, createTestQueryClient, installFakeXhr, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import type { FlightRequest, PreCheck } from '../api/flightRequestsApi';
import { FlightRequestPage } from './FlightRequestPage';
import { NewFlightRequestPage } from './NewFlightRequestPage';

// mfe_map's editor is loaded at run time; here a stand-in that reports one drawn route.
jest.mock('../../map/RouteEditorSlot', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    RouteEditorSlot: ({ onChange }: { onChange?: (value: unknown) => void }) =>
      createElement(
        'button',
        {
          type: 'button',
          onClick: () =>
            onChange?.({
              geometry: { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.61 }], radius: 700 },
              takeOffPoint: { lat: 55.75, lng: 37.61 },
              landingPoint: null,
            }),
        },
        'route editor',
      ),
  };
});

registerRemoteTranslations();

// The data router (useBlocker needs one) builds a Request per navigation; jsdom has none.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Headers();
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  (globalThis as unknown as { Request: unknown }).Request = NavigationRequest;
}

const request: FlightRequest = {
  id: 'r1',
  simple: false,
  name: 'Съёмка поля',
  drone: { dictionaryItem: { id: 'd1', name: 'Mavic 3' }, registrationNumber: '0123456', transponderNumber: null },
  flightPurpose: { id: 1, name: 'Фотосъёмка', code: 'PHOTO', workType: null, workName: null, workAddress: null, custom: null },
  lineOfSight: 'INSIDE',
  externalPilot: null,
  manager: null,
  developer: null,
  flightDateTimeOffsetMode: 'UTC',
  generalFlightDateTime: [{ id: 'g1', start: '2099-12-01T10:00:00', finish: '2099-12-01T11:00:00' }],
  reservedFlightDateTime: [],
  flightAltitudeMin: 0,
  flightAltitudeMax: 400,
  flightAltitudeGroundMin: 0,
  flightAltitudeGroundMax: 150,
  takeOffPoint: { lat: 55.75, lng: 37.61 },
  landingPoint: { lat: 55.75, lng: 37.61 },
  geometry: { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.61 }], radius: 700 },
  status: 'DRAFT',
  editable: true,
  deletable: true,
  flySpaceClass: 'C',
  outsideLocality: true,
  restrictedZone: false,
  routeSummary: 'CIRCLE R=700 m; 55.7500N 37.6100E',
  snapshotFile: null,
  regimeNumber: null,
  flightType: 'PROFESSIONAL',
  firstFlightDateTime: '2099-12-01T10:00:00',
  shrInfoList: [],
  agreementStatuses: [],
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

const check: PreCheck = {
  flySpaceClass: 'C',
  classReasons: [{ code: 'IN_CONTROL_ZONE', params: {}, message: 'Маршрут в диспетчерской зоне Внуково' }],
  crossings: [
    {
      kind: 'ZONE',
      id: 'z1',
      name: 'Диспетчерская зона Внуково',
      layer: 'CONTROL_AREAS',
      code: 'UUWW CTR',
      altitudeBand: { min: 0, max: 600, reference: 'AMSL' },
      blocking: true,
    },
  ],
  daylight: [
    {
      intervalId: 'g1',
      kind: 'GENERAL',
      start: '2099-12-01T10:00:00',
      finish: '2099-12-01T11:00:00',
      sunrise: '2099-12-01T05:40:00',
      sunset: '2099-12-01T13:00:00',
      polar: null,
      inDaylight: true,
    },
  ],
  findings: [
    {
      code: 'ZONE_AT_FLIGHT_ALTITUDE',
      severity: 'BLOCKING',
      params: {},
      message: 'Маршрут пересекает зону на высоте полёта',
      fix: {
        code: 'LOWER_MAX_ALTITUDE',
        field: 'flightAltitudeMax',
        value: 150,
        params: {},
        message: 'Понизьте максимальную высоту до 150 м',
        change: 250,
      },
      alternatives: [],
    },
  ],
  blocking: true,
};

let fake: FakeApi;
let xhr: FakeXhrControl;

afterEach(() => xhr.restore());

beforeEach(() => {
  fake = createFakeApi();
  fake.on('GET', '/api/user/flight-agreements/r1/request', { body: request });
  fake.on('GET', '/api/user/flight-agreements/request/default', { body: { ...request, id: null, name: '', generalFlightDateTime: [] } });
  fake.on('GET', '/api/user/drones/find', {
    body: { data: [{ id: 'd1', name: 'Mavic 3', registrationNumber: '0123456', serialNumber: null }], meta: { totalCount: 1 } },
  });
  fake.on('GET', '/api/dictionaries/FLIGHT_PURPOSE', { status: 404, body: { message: 'not yet' } });
  fake.on('GET', '/api/dictionaries/AVIATION_WORK_TYPE', { status: 404, body: { message: 'not yet' } });
  fake.on('POST', '/api/user/flight-agreements/pre-check', { body: check });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
  xhr = installFakeXhr();
});

function renderAt(path: string) {
  setLanguage('ru');
  const router = createMemoryRouter(
    [
      { path: '/flight/new/', element: <NewFlightRequestPage /> },
      {
        path: '/flight/requests/:id/',
        element: (
          <>
            <Link to="/flight/requests/">к списку</Link>
            <FlightRequestPage />
          </>
        ),
      },
      { path: '/flight/requests/', element: <h1>Список заявок</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <NeboUiProvider withGlobalStyle={false}>
        <RouterProvider router={router} />
      </NeboUiProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the flight request form', () => {
  it('shows a saved draft with its values, the drone picked and times in the request’s mode', async () => {
    renderAt('/flight/requests/r1/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' })).toBeTruthy();
    expect((screen.getByLabelText(/Название заявки/) as HTMLInputElement).value).toBe('Съёмка поля');
    const general = screen.getByRole('group', { name: 'Основная дата' });
    expect((within(general).getByLabelText('Начало') as HTMLInputElement).value).toBe('01.12.2099 10:00');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Дрон/ }) as HTMLSelectElement).value).toBe('d1'));
    expect(screen.getByRole('option', { name: 'Mavic 3 · рег. № 0123456' })).toBeTruthy();
  });

  it('switches the offset mode without moving the flight', async () => {
    renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    fireEvent.click(screen.getByRole('radio', { name: 'Московское время (UTC+3)' }));
    const general = screen.getByRole('group', { name: 'Основная дата' });
    expect((within(general).getByLabelText('Начало') as HTMLInputElement).value).toBe('01.12.2099 13:00');
    fireEvent.click(screen.getByRole('radio', { name: 'UTC' }));
    expect((within(general).getByLabelText('Начало') as HTMLInputElement).value).toBe('01.12.2099 10:00');
  });

  it('offers the pre-check for the professional kind only: the simple kind has no altitudes to check', async () => {
    renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    expect(screen.getByRole('button', { name: 'Проверить перед преобразованием' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Простая' }));
    expect(screen.queryByRole('button', { name: 'Проверить перед преобразованием' })).toBeNull();
  });

  it('runs the pre-check, explains it and applies the proposed fix to the field', async () => {
    renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить перед преобразованием' }));
    const panel = await screen.findByRole('region', { name: 'Проверка перед преобразованием' });
    expect(within(panel).getByText('Класс воздушного пространства: C')).toBeTruthy();
    expect(within(panel).getByText('Маршрут в диспетчерской зоне Внуково')).toBeTruthy();
    expect(within(panel).getByText('Маршрут пересекает зону на высоте полёта')).toBeTruthy();
    expect(within(panel).getByText('Диспетчерская зона Внуково')).toBeTruthy();
    expect(within(panel).getByText(/высоты 0–600 м над уровнем моря/)).toBeTruthy();
    expect(within(panel).getByText(/восход 05:40, закат 13:00/)).toBeTruthy();
    expect(within(panel).getByText('днём')).toBeTruthy();
    const sent = fake.calls.find((call) => call.url.pathname.endsWith('/pre-check'));
    expect(sent?.body).toMatchObject({ id: 'r1', flightAltitudeMax: 400, flightDateTimeOffsetMode: 'UTC' });
    // A blocking finding keeps "Convert" disabled.
    expect((screen.getByRole('button', { name: 'Преобразовать в согласование' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Применить: Понизьте максимальную высоту до 150 м' }));
    const sea = screen.getByRole('group', { name: 'Над уровнем моря' });
    expect((within(sea).getByLabelText('Максимальная, м') as HTMLInputElement).value).toBe('150');
    expect(within(panel).getByText('Форма изменилась после проверки — проверьте ещё раз.')).toBeTruthy();
    // The fixed form is not saved yet: converting waits for the save.
    expect(screen.getByText('Сначала сохраните изменения.')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays or leaves as answered', async () => {
    const router = renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    fireEvent.change(screen.getByLabelText(/Название заявки/), { target: { value: 'Съёмка поля 2' } });
    fireEvent.click(screen.getByRole('link', { name: 'к списку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/flight/requests/r1/');

    fireEvent.click(screen.getByRole('link', { name: 'к списку' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByRole('heading', { name: 'Список заявок' })).toBeTruthy();
  });

  it('leaves a pristine form without asking', async () => {
    renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    fireEvent.click(screen.getByRole('link', { name: 'к списку' }));
    expect(await screen.findByRole('heading', { name: 'Список заявок' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses to save a new draft without a name and shows why next to the field', async () => {
    renderAt('/flight/new/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая заявка на полёт' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить черновик' }));
    const name = screen.getByLabelText(/Название заявки/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Заполните поле').length).toBeGreaterThan(0);
    expect(fake.calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/user/flight-agreements')).toBe(false);
  });

  it('shows a converted request read-only with its printed forms', async () => {
    fake.on('GET', '/api/user/flight-agreements/r1/request', {
      body: { ...request, status: 'CREATED', editable: false, deletable: false },
    });
    renderAt('/flight/requests/r1/');
    expect(await screen.findByText('Заявка преобразована в согласование и больше не редактируется.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить черновик' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Скачать «Сообщение SHR» в формате TXT' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать «Представление на временный режим» в формате PDF' })).toBeTruthy();
  });

  it('saves a new draft as multipart and opens the saved request at its own address', async () => {
    const router = renderAt('/flight/new/');
    const name = await screen.findByLabelText(/Название заявки/);
    fireEvent.change(name, { target: { value: 'Съёмка поля' } });
    fireEvent.click(screen.getByRole('button', { name: 'route editor' }));
    xhr.reply({ status: 201, body: request });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/requests/r1/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: 'http://api.test/api/user/flight-agreements' });
    const part = (xhr.sent[0].body as FormData).get('flightAgreementDto');
    const text = typeof part === 'string' ? part : await (part as Blob).text();
    expect(JSON.parse(text)).toMatchObject({
      name: 'Съёмка поля',
      simple: false,
      geometry: { type: 'CIRCLE', radius: 700 },
      takeOffPoint: { lat: 55.75, lng: 37.61 },
    });
  });

  it('updates a saved draft with PUT and shows the server’s field error next to its field', async () => {
    renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    const sea = screen.getByRole('group', { name: 'Над уровнем моря' });
    fireEvent.change(within(sea).getByLabelText('Максимальная, м'), { target: { value: '500' } });
    xhr.reply({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        detailedError: [{ field: 'flightAltitudeMax', error: 'Выше предела зоны' }],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await within(sea).findByText('Выше предела зоны')).toBeTruthy();
    expect(xhr.sent[0]).toMatchObject({ method: 'PUT', url: 'http://api.test/api/user/flight-agreements/r1/flight-request' });
  });

  it('converts a clean saved draft to an agreement, then shows it read-only', async () => {
    const converted = { ...request, status: 'CREATED' as const, editable: false, deletable: false };
    fake.on('PATCH', '/api/user/flight-agreements/r1/to-agreement', () => {
      fake.on('GET', '/api/user/flight-agreements/r1/request', { body: converted });
      return { body: converted };
    });
    renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    const convert = screen.getByRole('button', { name: 'Преобразовать в согласование' }) as HTMLButtonElement;
    await waitFor(() => expect(convert.disabled).toBe(false));
    fireEvent.click(convert);
    expect(await screen.findByText('Заявка преобразована в согласование и больше не редактируется.')).toBeTruthy();
    expect(screen.getByText('Создана')).toBeTruthy();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    fake.on('DELETE', '/api/user/flight-agreements/r1', { status: 204 });
    const router = renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить заявку?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/requests/'));
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/user/flight-agreements/r1')).toBe(true);
  });

  it('after a fix is applied and saved, checks again and lets the request be converted', async () => {
    const clean: PreCheck = { ...check, flySpaceClass: 'G', findings: [], blocking: false };
    fake.on('POST', '/api/user/flight-agreements/pre-check', (call) =>
      (call.body as { flightAltitudeMax?: number }).flightAltitudeMax === 150 ? { body: clean } : { body: check },
    );
    renderAt('/flight/requests/r1/');
    await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить перед преобразованием' }));
    const panel = await screen.findByRole('region', { name: 'Проверка перед преобразованием' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Применить: Понизьте максимальную высоту до 150 м' }));
    xhr.reply({ status: 200, body: { ...request, flightAltitudeMax: 150, flySpaceClass: 'G' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await within(panel).findByText('Класс воздушного пространства: G')).toBeTruthy();
    expect(within(panel).getByText('Блокирующих замечаний нет — заявку можно преобразовать.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Преобразовать в согласование' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
