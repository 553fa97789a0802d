import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { alertStore, configureApiClient, sessionStore, SUMMARY_PATH } from '@nebo/shared-ui';
import {
  createFakeApi,
  fakeClaims,
  fakeSummary,
  installFakeXhr,
  renderWithProviders,
  type FakeApi,
  type FakeXhrControl,
} from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import type { Drone } from '../api/dronesApi';
import { geoscan401Defaults as defaults, MODEL_ID } from '../testing/fixtures';
import { EditDronePage } from './EditDronePage';
import { NewDronePage } from './NewDronePage';

registerRemoteTranslations();
const ID = '22222222-2222-4222-8222-222222222222';

const saved: Drone = {
  ...defaults,
  id: ID,
  serialNumber: null,
  registrationNumber: null,
  issueYear: null,
  imageInfos: [],
  registrationCertScans: [],
  airworthinessCertScans: [],
  createDate: '2026-01-01T00:00:00Z',
  updateDate: '2026-01-01T00:00:00Z',
};

let fake: FakeApi;
let xhr: FakeXhrControl;

/** A pilot with no drone yet, whose summary was fetched a moment ago (fresh: within the 3-second threshold). */
beforeEach(async () => {
  fake = createFakeApi();
  fake.on('GET', `/api/user/drones/library-defaults/${MODEL_ID}`, { body: defaults });
  fake.on('GET', `/api/user/drones/${ID}`, { body: saved });
  fake.on('GET', '/api/user/drones/checkExistRegistrationNumber', { body: { exists: false } });
  fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ dronesCount: 0, allowedToFly: false }) });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  await act(() => sessionStore.getState().loadSummary({ force: true }));
  // From now on the server counts the drone the page saves.
  fake.on('GET', SUMMARY_PATH, { body: fakeSummary({ dronesCount: 1, allowedToFly: true }) });
  xhr = installFakeXhr();
});

afterEach(() => {
  xhr.restore();
  act(() => alertStore.getState().clear());
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/en/drones/new/" element={<NewDronePage />} />
      <Route path="/en/drones/:id/edit/" element={<EditDronePage />} />
      <Route path="/en/drones/:id/" element={<h1>Drone page</h1>} />
    </Routes>,
    { route },
  );

const summaryCalls = () => fake.calls.filter((call) => call.url.pathname === SUMMARY_PATH).length;

describe('saving a drone refreshes the user summary at once', () => {
  it('after a new drone is registered, the summary counts it and allows the pilot to fly', async () => {
    renderAt(`/en/drones/new/?model=${MODEL_ID}`);
    const save = await screen.findByRole('button', { name: 'Save drone' });
    expect(summaryCalls()).toBe(1);
    xhr.reply({ status: 200, body: saved });
    fireEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Drone page' })).toBeTruthy();
    await waitFor(() => expect(sessionStore.getState().summary).toMatchObject({ dronesCount: 1, allowedToFly: true }));
    expect(summaryCalls()).toBe(2);
    expect(xhr.sent[0].url).toBe('http://api.test/api/user/drones/insertOrUpdate');
  });

  it('after a drone is edited, the summary is fetched again too', async () => {
    renderAt(`/en/drones/${ID}/edit/`);
    const save = await screen.findByRole('button', { name: 'Save drone' });
    xhr.reply({ status: 200, body: { ...saved, updateDate: '2026-01-02T00:00:00Z' } });
    fireEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Drone page' })).toBeTruthy();
    await waitFor(() => expect(summaryCalls()).toBe(2));
    expect(sessionStore.getState().summary).toMatchObject({ dronesCount: 1 });
  });
});
