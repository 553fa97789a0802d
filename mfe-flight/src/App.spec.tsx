import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi, renderWithProviders } from '@nebo/shared-ui/testing';
import App from './App';
import descriptor from './descriptor';

// The form embeds mfe_map's editor at run time; this page has no deployment file, so a stand-in.
jest.mock('./map/RouteEditorSlot', () => ({ RouteEditorSlot: () => null }));

function renderAt(route: string, basePath: string) {
  return renderWithProviders(
    <Routes>
      <Route path={`${basePath}*`} element={<App basePath={basePath} />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  const fake = createFakeApi();
  fake.on('GET', '/api/user/drones/find', { body: { data: [], meta: { totalCount: 0 } } });
  fake.on('GET', '/api/drone/manufacturers', { body: { data: [], meta: { totalCount: 0 } } });
  fake.on('GET', '/api/drone/models', { body: { data: [], meta: { totalCount: 0 } } });
  fake.on('GET', '/api/user/flight-agreements/request/default', { status: 404, body: { message: 'none' } });
  fake.on('GET', '/api/user/flight-agreements/missing/request', { status: 404, body: { message: 'not found', statusCode: 404 } });
  fake.on('GET', '/api/dictionaries/FLIGHT_PURPOSE', { body: { data: [], meta: { totalCount: 0 } } });
  fake.on('GET', '/api/dictionaries/AVIATION_WORK_TYPE', { body: { data: [], meta: { totalCount: 0 } } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
});

describe('mfe-flight App', () => {
  it('renders the drones list in Russian, with the way to register a drone', () => {
    renderAt('/drones/', '/drones/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Мои дроны');
    expect(screen.getAllByRole('link', { name: 'Зарегистрировать дрон' })[0].getAttribute('href')).toBe('/drones/new/');
  });

  it('renders the drones list in English under /en', () => {
    renderAt('/en/drones/', '/en/drones/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My drones');
    expect(screen.getAllByRole('link', { name: 'Register a drone' })[0].getAttribute('href')).toBe('/en/drones/new/');
  });

  it('opens the registration of a drone with the library model picker', async () => {
    renderAt('/en/drones/new/', '/en/drones/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register a drone');
    expect(await screen.findByRole('radio', { name: 'All manufacturers' })).toBeTruthy();
  });

  it('renders the flights landing for the /flight/ prefix in both languages', () => {
    renderAt('/flight/', '/flight/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Полёты');
    expect(screen.getByRole('link', { name: 'Новая заявка' }).getAttribute('href')).toBe('/flight/new/');
  });

  it('renders the flights landing in English', () => {
    renderAt('/en/flight/', '/en/flight/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flights');
    expect(screen.getByRole('link', { name: 'My requests' }).getAttribute('href')).toBe('/en/flight/requests/');
  });

  it('opens the new flight request form at /flight/new/ in both languages', async () => {
    renderAt('/flight/new/', '/flight/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Новая заявка на полёт');
    expect(await screen.findByRole('button', { name: 'Сохранить черновик' })).toBeTruthy();
  });

  it('opens the new flight request form in English', async () => {
    renderAt('/en/flight/new/', '/en/flight/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New flight request');
    expect(await screen.findByRole('button', { name: 'Check before converting' })).toBeTruthy();
  });

  it('answers a request that is not the pilot’s with a not-found state', async () => {
    renderAt('/flight/requests/missing/', '/flight/');
    expect(await screen.findByRole('heading', { name: 'Заявка не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К списку заявок' }).getAttribute('href')).toBe('/flight/requests/');
  });

  it('answers an unknown path of the section with its local not-found page', () => {
    renderAt('/drones/nothing/here/at-all/', '/drones/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
    expect(screen.getByRole('link', { name: 'К разделу' }).getAttribute('href')).toBe('/drones/');
  });

  it('declares remote contract v1 with the prefixes the deployment gives it', () => {
    expect(descriptor).toEqual({
      contractVersion: 1,
      name: 'mfe_flight',
      routePrefixes: ['/drones/', '/flight/'],
      i18nNamespace: 'flight',
    });
  });
});
