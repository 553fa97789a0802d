import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import type { DroneListItem } from '../api/dronesApi';
import { DronesListPage } from './DronesListPage';

registerRemoteTranslations();
const FIND = '/api/user/drones/find';

const item = (n: number): DroneListItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Drone ${n}`,
  model: { id: 'm1', name: 'Mavic 3 Classic' },
  manufacturer: 'DJI',
  serialNumber: `SN${n}`,
  registrationNumber: `RU-${n}`,
  issueYear: 2023,
  droneType: 'MULTICOPTER',
  weightClass: 'LIGHT',
  maxTakeoffWeight: 0.9,
  mainImage: null,
  createDate: '2026-01-01T00:00:00Z',
});

let fake: FakeApi;

function setup(reply: { status?: number; body: unknown }) {
  fake = createFakeApi();
  fake.on('GET', FIND, reply);
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/drones/" element={<DronesListPage />} />
      <Route path="/en/drones/" element={<DronesListPage />} />
    </Routes>,
    { route },
  );

describe('DronesListPage', () => {
  it('asks for the first page sorted newest first and shows the drones as a table', async () => {
    setup({ body: { data: [item(1), item(2)], meta: { totalCount: 2 } } });
    renderAt('/en/drones/');
    expect(await screen.findByRole('link', { name: 'Drone 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drone 1' }).getAttribute('href')).toBe(`/en/drones/${item(1).id}/`);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('2 drones')).toBeTruthy();
    expect(Object.fromEntries(fake.calls[0].url.searchParams)).toEqual({ sort: 'CREATE_DATE-', page: '0', size: '12' });
  });

  it('switches between table and tiles with pressed toggle buttons', async () => {
    setup({ body: { data: [item(1)], meta: { totalCount: 1 } } });
    renderAt('/en/drones/');
    await screen.findByRole('table');
    const tiles = screen.getByRole('button', { name: 'Tiles' });
    expect(tiles.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(tiles);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Drones, tiles' });
    expect(within(list).getByRole('link', { name: 'Drone 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tiles' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('invites to register the first drone when there is none', async () => {
    setup({ body: { data: [], meta: { totalCount: 0 } } });
    renderAt('/drones/');
    expect(await screen.findByText('Дронов пока нет')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Зарегистрировать дрон' });
    expect(links.every((link) => link.getAttribute('href') === '/drones/new/')).toBe(true);
  });

  it('filters by weight class from the first page and says when nothing matches', async () => {
    setup({ body: { data: [item(1)], meta: { totalCount: 1 } } });
    renderAt('/en/drones/');
    await screen.findByRole('table');
    fake.on('GET', FIND, { body: { data: [], meta: { totalCount: 0 } } });
    fireEvent.change(screen.getByLabelText('Weight class'), { target: { value: 'HEAVY' } });
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(fake.calls.at(-1)?.url.searchParams.get('weightClass')).toBe('HEAVY');
    expect(fake.calls.at(-1)?.url.searchParams.get('page')).toBe('0');
  });

  it('shows a failure with a retry instead of an error page', async () => {
    setup({ status: 500, body: { error: 'Internal Server Error', statusCode: 500, message: 'database is down' } });
    renderAt('/en/drones/');
    expect(await screen.findByText('The list of drones could not be loaded')).toBeTruthy();
    fake.on('GET', FIND, { body: { data: [item(3)], meta: { totalCount: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Drone 3' })).toBeTruthy();
  });
});
