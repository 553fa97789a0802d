import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { getInstance } from '@module-federation/enhanced/runtime';
import { configureApiClient, forgetExposedComponentsForTests, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, installFakeXhr, renderWithProviders, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import type { MapViewProps } from '@nebo/mfe-map/types';
import { registerRemoteTranslations } from '../../i18n';
import type { AuthorityFlightRequestDto } from '../types';
import { FlightRequestReviewPage } from './FlightRequestReviewPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

registerRemoteTranslations();

const ID = '00000000-0000-4000-8000-000000000001';
const ONE = `/api/authority/flight-requests/${ID}`;

const awaiting: AuthorityFlightRequestDto = {
  id: ID,
  name: 'Обследование ЛЭП',
  reviewStatus: 'AWAITING',
  agreementStatus: 'PENDING',
  body: 'ORVD',
  applicant: {
    kind: 'INDIVIDUAL',
    name: 'Соколова Мария Андреевна',
    email: 'applicant@nebo.local',
    phone: '79161234567',
    documents: [
      {
        id: 'doc-1',
        type: 'RU_PASSPORT',
        number: '4510 123456',
        issuedAt: '2015-03-01',
        files: [{ id: 'f-1', url: 'http://api.test/api/files/f-1', filename: 'passport.pdf', accessTypeCode: 'PROTECTED' }],
      },
    ],
  },
  drone: { registrationNumber: 'RU-0001', model: 'Геоскан 201', manufacturer: 'Геоскан', type: 'FIXED_WING', images: [] },
  purpose: { id: 7, name: 'Фото- и видеосъёмка' },
  firstFlightDateTime: '2026-12-01T07:30:00Z',
  lastFlightDateTime: '2026-12-01T09:00:00Z',
  sendDateTime: '2026-11-24T09:00:00Z',
  decisionDateTime: null,
  crossesArea: true,
  geometry: { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 700 },
  takeOffPoint: { lat: 55.75, lng: 37.62 },
  landingPoint: null,
  altitudes: { min: 0, max: 150, groundMin: 0, groundMax: 120 },
  flySpaceClass: 'G',
  lineOfSight: 'INSIDE',
  dates: [{ id: 'd-1', startAt: '2026-12-01T07:30:00Z', finishAt: '2026-12-01T09:00:00Z', status: 'PENDING' }],
  // The area and the crossing as the server sends them: mfe-map's GeoShape (MULTIPOLYGON).
  areaGeometry: {
    type: 'MULTIPOLYGON',
    points: [
      [
        { lat: 55, lng: 37 },
        { lat: 55, lng: 38 },
        { lat: 56, lng: 38 },
      ],
    ],
  },
  crossing: {
    crosses: true,
    parts: {
      type: 'MULTIPOLYGON',
      points: [
        [
          { lat: 55.74, lng: 37.6 },
          { lat: 55.74, lng: 37.63 },
          { lat: 55.76, lng: 37.63 },
        ],
      ],
    },
  },
  submission: {
    usageMode: 'LOCAL',
    channel: 'EMAIL',
    restrictedZone: false,
  },
  decision: null,
  events: [
    {
      id: '1',
      at: '2026-11-24T09:00:00Z',
      actor: 'USER',
      actorName: null,
      body: 'ORVD',
      authorityId: 'a',
      authorityName: 'Московский ЗЦ',
      event: 'orvd.submission-sent',
      summary: 'Представление отправлено по e-mail',
      digest: 'abc',
    },
  ],
};

const rejected: AuthorityFlightRequestDto = {
  ...awaiting,
  reviewStatus: 'REJECTED',
  agreementStatus: 'REJECTED',
  decision: {
    status: 'REJECTED',
    number: null,
    dateOfIssue: null,
    comment: 'Маршрут пересекает запретную зону',
    file: { id: 'f-2', url: 'http://api.test/api/files/f-2', filename: 'refusal.pdf', accessTypeCode: 'PROTECTED' },
    decidedBy: 'Волков С. (Начальник смены), Московский ЗЦ',
    decidedAt: '2026-11-25T08:00:00Z',
  },
};

let fake: FakeApi;
let xhr: FakeXhrControl;

const fakeMap = {
  getView: () => ({ getResolution: () => 10, fit: jest.fn(), getCenter: () => [0, 0], getZoom: () => 10 }),
  getPixelFromCoordinate: ([x, y]: number[]) => [x / 10000, -y / 10000],
  getSize: () => [800, 600],
  on: jest.fn(),
  un: jest.fn(),
  once: jest.fn(),
};

/** mfe_map's MapView as the federation would load it: hands the page a map and shows what is drawn on it. */
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

function setup(request: AuthorityFlightRequestDto | { status: number; body: unknown } = awaiting) {
  fake = createFakeApi();
  fake.on('GET', ONE, 'status' in request && typeof request.status === 'number' ? request : { body: request });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  const loadRemote = jest.fn().mockResolvedValue({ default: FakeMapView, contractVersion: 1 });
  const shell = { options: { name: 'shell', remotes: [{ name: 'mfe_map', entry: 'http://localhost:3106/mf-manifest.json' }] }, loadRemote };
  (getInstance as unknown as jest.Mock).mockImplementation((finder?: (instance: unknown) => boolean) =>
    !finder || finder(shell) ? shell : null,
  );
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/agreement/flight-requests/:id/" element={<FlightRequestReviewPage />} />
      <Route path="/en/agreement/flight-requests/:id/" element={<FlightRequestReviewPage />} />
    </Routes>,
    { route },
  );

describe('FlightRequestReviewPage', () => {
  beforeEach(() => {
    forgetExposedComponentsForTests();
    xhr = installFakeXhr();
  });

  afterEach(() => xhr.restore());

  it('shows the request: dates in Moscow time and UTC, the map with the crossing, the applicant’s documents, the case file', async () => {
    setup();
    renderAt(`/agreement/flight-requests/${ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Обследование ЛЭП' })).toBeTruthy();
    const dates = screen.getByRole('table');
    expect(within(dates).getByText('01.12.2026 10:30 — 12:00')).toBeTruthy();
    expect(within(dates).getByText('01.12.2026 07:30 — 09:00')).toBeTruthy();
    expect(within(dates).getByText('На рассмотрении')).toBeTruthy();
    expect(screen.getByText('24.11.2026 12:00 МСК (24.11.2026 09:00 UTC)')).toBeTruthy();

    expect(await screen.findByRole('region', { name: 'Карта: маршрут заявки и район органа' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Маршрут пересекает район вашего органа');
    expect(screen.getByText('Часть маршрута внутри района')).toBeTruthy();
    const overlay = await screen.findByTestId('review-overlay');
    expect(overlay.querySelectorAll('path.area')).toHaveLength(1);
    expect(overlay.querySelectorAll('circle.route')).toHaveLength(1);
    expect(overlay.querySelectorAll('path.crossing')).toHaveLength(1);

    expect(screen.getByText('Паспорт гражданина РФ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Открыть файл passport.pdf' })).toBeTruthy();
    expect(screen.getByText('+7 (916) 123-45-67')).toBeTruthy();
    expect(screen.getByText('Самолётный тип')).toBeTruthy();
    expect(screen.getByText('Представление отправлено по e-mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Согласовать' })).toBeTruthy();
  });

  it('checks the approval in the dialog, then sends it as multipart with its progress and shows the decision', async () => {
    setup();
    renderAt(`/agreement/flight-requests/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Согласовать' }));
    const dialog = screen.getByRole('dialog', { name: 'Согласовать заявку' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Номер разрешения/));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Согласовать' }));
    expect(within(dialog).getByText('Укажите номер разрешения')).toBeTruthy();
    expect(within(dialog).getByText('Укажите дату выдачи')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Номер разрешения/), { target: { value: ' 77-Р ' } });
    fireEvent.change(within(dialog).getByLabelText(/Дата выдачи/), { target: { value: '31.12.2099' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Согласовать' }));
    expect(within(dialog).getByText('Дата выдачи не может быть позже сегодняшнего дня')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Дата выдачи/), { target: { value: '01.11.2026' } });
    const file = new File(['pdf'], 'permit.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/Файл решения/, { selector: 'input' }), { target: { files: [file] } });
    const approved = {
      ...awaiting,
      reviewStatus: 'APPROVED',
      agreementStatus: 'ALLOWED',
      decision: {
        status: 'APPROVED',
        number: '77-Р',
        dateOfIssue: '2026-11-01',
        comment: null,
        file: null,
        decidedBy: 'Волков С.',
        decidedAt: '2026-11-25T08:00:00Z',
      },
    };
    xhr.reply({ status: 200, body: approved, progress: [[1, 2]], hold: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Согласовать' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Отправляем решение…' })).toBeTruthy();
    xhr.release();

    expect(await screen.findByRole('heading', { name: 'Решение принято' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('77-Р')).toBeTruthy();
    expect(screen.getByText('01.11.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Согласовать' })).toBeNull();

    expect(xhr.sent[0]).toMatchObject({ method: 'PATCH', url: `http://api.test${ONE}/approve` });
    const form = xhr.sent[0].body as FormData;
    expect(JSON.parse(form.get('decision') as string)).toEqual({ number: '77-Р', dateOfIssue: '2026-11-01' });
    expect((form.get('decisionFile') as File).name).toBe('permit.pdf');
  });

  it('asks a rejection for its reason and puts the server’s refusals beside the fields', async () => {
    setup();
    renderAt(`/en/agreement/flight-requests/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the request' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Reason for rejection/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give the reason for the rejection')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason for rejection/), { target: { value: 'Crosses a restricted zone' } });
    xhr.reply({ status: 413, body: { statusCode: 413, message: 'decisionFile: too large' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The file is larger than 10 MB. Choose a smaller file.')).toBeTruthy();
    expect(JSON.parse((xhr.sent[0].body as FormData).get('decision') as string)).toEqual({ comment: 'Crosses a restricted zone' });

    xhr.reply({
      status: 400,
      body: { statusCode: 400, message: 'Bad Request', detailedError: [{ field: 'decision.comment', error: 'comment is too long' }] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('comment is too long')).toBeTruthy();

    xhr.reply({
      status: 409,
      body: { statusCode: 409, code: 'authority-review.already-decided', message: 'A decision on this request has already been made' },
    });
    fake.on('GET', ONE, { body: rejected });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('A decision on this request has already been made');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Маршрут пересекает запретную зону')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Decision made' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the file refusal.pdf' })).toBeTruthy();
    expect(screen.getByText('Волков С. (Начальник смены), Московский ЗЦ')).toBeTruthy();
    expect(screen.getByText('25.11.2026 11:00 MSK')).toBeTruthy();
  });

  it('says a request of another authority or an unknown id is not found', async () => {
    setup({ status: 404, body: { statusCode: 404, message: 'Not found' } });
    renderAt(`/agreement/flight-requests/${ID}/`);
    expect(await screen.findByText('Заявка не найдена')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'К списку заявок' }).getAttribute('href')).toBe('/agreement/flight-requests/'),
    );
  });
});
