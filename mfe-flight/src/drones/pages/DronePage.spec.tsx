import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { alertStore, configureApiClient, sessionStore, SUMMARY_PATH } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import type { Drone } from '../api/dronesApi';
import { DronePage } from './DronePage';

registerRemoteTranslations();
const ID = '22222222-2222-4222-8222-222222222222';

const drone: Drone = {
  id: ID,
  name: 'Мой Геоскан',
  modelId: 'm1',
  model: { id: 'm1', name: 'Геоскан 201' },
  manufacturer: 'Геоскан',
  serialNumber: 'GS201-1',
  registrationNumber: 'RU-0770123',
  issueYear: 2024,
  droneType: 'FIXED_WING',
  engineType: 'ELECTRIC',
  engineCount: 1,
  weightClass: 'LIGHT',
  maxTakeoffWeight: 8.5,
  maxLiftingCapacity: null,
  maxDistance: 210,
  maxDuration: 180,
  maxHeight: null,
  maxHorizontalSpeed: null,
  maxVerticalSpeed: null,
  temperature: { from: -20, to: 40 },
  windSpeed: { from: null, to: 12 },
  imageInfos: [],
  registrationCertScans: [{ id: 'scan-1', url: 'http://api.test/api/files/scan-1', filename: 'reg.pdf', accessTypeCode: 'PROTECTED' }],
  airworthinessCertScans: [],
  createDate: '2026-01-01T00:00:00Z',
  updateDate: '2026-01-01T00:00:00Z',
};

let fake: FakeApi;
function setup(reply: { status?: number; body: unknown }) {
  fake = createFakeApi();
  fake.on('GET', `/api/user/drones/${ID}`, reply);
  fake.on('GET', '/api/user/drones/find', { body: { data: [], meta: { totalCount: 0 } } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/en/drones/:id/" element={<DronePage />} />
      <Route path="/en/drones/" element={<h1>List</h1>} />
    </Routes>,
    { route },
  );

afterEach(() => act(() => alertStore.getState().clear()));

describe('DronePage', () => {
  it('shows every field with its unit, the scans, and the way to edit', async () => {
    setup({ body: drone });
    renderAt(`/en/drones/${ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Мой Геоскан' })).toBeTruthy();
    expect(screen.getByText('8.5 kg')).toBeTruthy();
    expect(screen.getByText('from -20 to 40 °C')).toBeTruthy();
    expect(screen.getByText('from … to 12 m/s')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open file reg.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/en/drones/${ID}/edit/`);
  });

  it('says the drone is not found when the server answers 404 (another pilot’s drone)', async () => {
    setup({ status: 404, body: { error: 'Not Found', statusCode: 404, message: 'Drone not found' } });
    renderAt(`/en/drones/${ID}/`);
    expect(await screen.findByText('Drone not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my drones' }).getAttribute('href')).toBe('/en/drones/');
  });

  it('deletes after confirmation and returns to the list', async () => {
    setup({ body: drone });
    fake.on('DELETE', `/api/user/drones/${ID}`, { status: 204 });
    renderAt(`/en/drones/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Drone “Мой Геоскан” will be deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete drone' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.url.pathname === `/api/user/drones/${ID}`)).toBe(true);
  });

  it('fetches the summary again right after the deletion, though the one held is fresh, so the header and guards see no drone', async () => {
    setup({ body: drone });
    fake.on('DELETE', `/api/user/drones/${ID}`, { status: 204 });
    fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ dronesCount: 1, allowedToFly: true }) });
    await act(() => sessionStore.getState().loadSummary({ force: true }));
    fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ dronesCount: 0, allowedToFly: false }) });
    renderAt(`/en/drones/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete drone' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    await waitFor(() => expect(sessionStore.getState().summary).toMatchObject({ dronesCount: 0, allowedToFly: false }));
    const deleted = fake.calls.findIndex((call) => call.method === 'DELETE');
    const refreshed = fake.calls.findLastIndex((call) => call.url.pathname === SUMMARY_PATH);
    expect(refreshed).toBeGreaterThan(deleted);
  });
});
