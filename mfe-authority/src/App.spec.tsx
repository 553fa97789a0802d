import { screen, within } from '@testing-library/react';
import descriptor from './descriptor';
import { renderArea, setupArea } from './api/testing';

jest.mock('./review/map/MapViewSlot', () => ({ MapViewSlot: () => null, MAP_REMOTE: 'mfe_map' }));
jest.mock('./review', () => ({
  FlightRequestsPage: () => <h1>review list</h1>,
  FlightRequestReviewPage: () => <h1>review page</h1>,
}));

const dashboard = { awaiting: 3, decidedToday: { approved: 1, rejected: 2 }, inFlight: [], todaysFlights: [], areaGeometry: null };

describe('mfe-authority App', () => {
  it('opens the dashboard from the section root, under the authority and the area tabs', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority/dashboard', { body: dashboard });
    renderArea('/agreement/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Обзор' })).toBeTruthy();
    expect(screen.getByText('Московский ЗЦ')).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Разделы рабочего места органа' }));
    expect(tabs.getByRole('link', { name: 'Обзор' }).getAttribute('href')).toBe('/agreement/dashboard/');
    expect(tabs.getByRole('link', { name: 'Обзор' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Заявки' }).getAttribute('href')).toBe('/agreement/flight-requests/');
    expect(tabs.getByRole('link', { name: 'Организация' }).getAttribute('href')).toBe('/agreement/authority/');
  });

  it('keeps the request tab marked on a request of the list, in English', async () => {
    setupArea();
    renderArea('/en/agreement/flight-requests/00000000-0000-4000-8000-000000000009/');
    expect(await screen.findByRole('heading', { level: 1, name: 'review page' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Sections of the authority workplace' }));
    expect(tabs.getByRole('link', { name: 'Requests' }).getAttribute('aria-current')).toBe('page');
  });

  it('explains the area to a signed-in user who is not staff', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority/current', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Not staff', detailedError: [], code: 'authority-staff.not-staff' },
    });
    renderArea('/agreement/dashboard/');
    expect(await screen.findByRole('heading', { name: 'Раздел для сотрудников органов власти' })).toBeTruthy();
    expect(fake.calls.some((call) => call.url.pathname === '/api/authority/dashboard')).toBe(false);
  });

  it('answers an unknown path of the section with its local not-found page', () => {
    setupArea();
    renderArea('/agreement/unknown/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
  });

  it('declares remote contract v1 with the prefix the deployment gives it', () => {
    expect(descriptor).toEqual({ contractVersion: 1, name: 'mfe_authority', routePrefixes: ['/agreement/'], i18nNamespace: 'authority' });
  });
});
