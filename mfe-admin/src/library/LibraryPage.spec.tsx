import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../i18n';
import type { Manufacturer, Model } from './api/libraryApi';
import { LibraryPage } from './LibraryPage';

registerRemoteTranslations();

const MODELS = '/api/drone/models';
const MANUFACTURERS = '/api/drone/manufacturers';

const manufacturer: Manufacturer = {
  id: 'man-1',
  name: 'Геоскан',
  nameEn: 'Geoscan',
  country: 'RU',
  website: 'https://www.geoscan.ru',
  status: 'ACTIVE',
  modelsCount: 1,
  source: null,
  createDate: '2026-01-01T00:00:00Z',
  updateDate: '2026-01-01T00:00:00Z',
};

const model = (status: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE'): Model => ({
  id: 'model-1',
  name: 'Геоскан 201',
  manufacturer: { id: 'man-1', name: 'Геоскан', nameEn: 'Geoscan', country: 'RU', status: 'ACTIVE' },
  imageInfos: [],
  status,
  source: null,
  createDate: '2026-01-01T00:00:00Z',
  updateDate: '2026-01-01T00:00:00Z',
  droneType: 'FIXED_WING',
  engineType: 'ELECTRIC',
  engineCount: 1,
  weightClass: 'LIGHT',
  maxTakeoffWeight: 8.5,
  maxLiftingCapacity: null,
  maxDistance: 210,
  maxDuration: 180,
  maxHeight: 4000,
  maxHorizontalSpeed: 36,
  maxVerticalSpeed: null,
  temperature: { from: -20, to: 40 },
  windSpeed: { from: 0, to: 15 },
});

let fake: FakeApi;

function setup(models: { status?: number; body: unknown }) {
  fake = createFakeApi();
  fake.on('GET', MODELS, models);
  fake.on('GET', MANUFACTURERS, { body: { data: [manufacturer], meta: { totalCount: 1 } } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/library/" element={<LibraryPage />} />
      <Route path="/en/admin/library/" element={<LibraryPage />} />
    </Routes>,
    { route },
  );

afterEach(() => act(() => alertStore.getState().clear()));

describe('LibraryPage', () => {
  it('lists the models sorted by name, ten a page, with their actions', async () => {
    setup({ body: { data: [model()], meta: { totalCount: 1 } } });
    renderAt('/en/admin/library/');
    const row = (await screen.findByText('Геоскан 201')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Geoscan')).toBeTruthy();
    expect(within(row).getByText('8.5 kg')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Copy: Геоскан 201' }).getAttribute('href')).toBe(
      '/en/admin/library/models/model-1/copy/',
    );
    const call = fake.calls.find((c) => c.url.pathname === MODELS);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ sort: 'NAME', page: '0', size: '10' });
  });

  it('archives and restores a model through the server', async () => {
    setup({ body: { data: [model()], meta: { totalCount: 1 } } });
    fake.on('PUT', `${MODELS}/to-archive/model-1`, { body: model('ARCHIVED') });
    renderAt('/en/admin/library/');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive: Геоскан 201' }));
    fake.on('GET', MODELS, { body: { data: [model('ARCHIVED')], meta: { totalCount: 1 } } });
    const restore = await screen.findByRole('button', { name: 'Restore: Геоскан 201' });
    expect(within(restore.closest('tr') as HTMLElement).getByText('Archived')).toBeTruthy();
    fake.on('PUT', `${MODELS}/to-active/model-1`, { body: model() });
    fake.on('GET', MODELS, { body: { data: [model()], meta: { totalCount: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore: Геоскан 201' }));
    expect(await screen.findByRole('button', { name: 'Archive: Геоскан 201' })).toBeTruthy();
    expect(fake.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(
      expect.arrayContaining([`PUT ${MODELS}/to-archive/model-1`, `PUT ${MODELS}/to-active/model-1`]),
    );
  });

  it('keeps a model in use and shows the server’s reason in the dialog', async () => {
    setup({ body: { data: [model()], meta: { totalCount: 1 } } });
    const reason = 'The model is used by 2 registered drones and cannot be deleted; archive it instead';
    fake.on('DELETE', `${MODELS}/model-1`, { status: 409, body: { error: 'Conflict', statusCode: 409, message: reason } });
    renderAt('/en/admin/library/');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Геоскан 201' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(reason);
    expect(screen.getByText('Геоскан 201')).toBeTruthy();
  });

  it('filters by manufacturer from the first page and says when nothing matches', async () => {
    setup({ body: { data: [model()], meta: { totalCount: 1 } } });
    renderAt('/admin/library/');
    await screen.findByText('Геоскан 201');
    fake.on('GET', MODELS, { body: { data: [], meta: { totalCount: 0 } } });
    fireEvent.change(screen.getByLabelText('Производитель'), { target: { value: 'man-1' } });
    expect(await screen.findByText('Моделей не найдено')).toBeTruthy();
    expect(fake.calls.at(-1)?.url.searchParams.get('manufacturer')).toBe('man-1');
  });

  it('shows a failure with a retry, and the manufacturers on their tab', async () => {
    setup({ status: 500, body: { error: 'Internal Server Error', statusCode: 500, message: 'database is down' } });
    renderAt('/en/admin/library/');
    expect(await screen.findByText('The library could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Manufacturers' }));
    const row = (await screen.findByRole('link', { name: 'Геоскан' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('RU')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Manufacturers' }).getAttribute('aria-selected')).toBe('true'));
  });
});
