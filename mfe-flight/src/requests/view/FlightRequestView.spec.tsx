import { screen, within } from '@testing-library/react';
import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi, renderWithProviders } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import type { FlightRequest } from '../api/flightRequestsApi';
import { FlightRequestView } from './FlightRequestView';

registerRemoteTranslations();

/** A converted request with two dates (UTC); its agreement summary as the server answers it. */
const request = {
  id: 'r1',
  name: 'Съёмка поля',
  status: 'PENDING',
  simple: false,
  lineOfSight: 'INSIDE',
  flightDateTimeOffsetMode: 'UTC',
  generalFlightDateTime: [{ id: 'd1', start: '2026-12-01T07:00:00', finish: '2026-12-01T08:00:00' }],
  reservedFlightDateTime: [{ id: 'd2', start: '2026-12-02T07:00:00', finish: '2026-12-02T08:00:00' }],
  flightAltitudeMax: 150,
  flightAltitudeGroundMax: 50,
  geometry: null,
  outsideLocality: false,
  restrictedZone: false,
  agreementStatuses: [
    { body: 'ORVD', authorityId: 'zc', authorityName: 'Московский', status: 'ALLOWED' },
    { body: 'LOCAL', authorityId: 'm1', authorityName: 'Округ М1', status: 'CONFIRMED' },
  ],
  shrInfoList: [
    { dateId: 'd1', status: 'ALLOWED', sid: '7772251060', sentAt: '2026-11-30T07:00:00Z', text: '(SHR-ZZZZZ\n-ZZZZ0700)' },
    { dateId: 'd2', status: 'SENDING', sid: null, sentAt: null, text: '(SHR-ZZZZZ\n-ZZZZ0700 DOF/261202)' },
  ],
} as unknown as FlightRequest;

beforeEach(() => configureApiClient({ baseUrl: 'http://api.test', fetch: createFakeApi().fetch }));

describe('the agreement summary of a request', () => {
  it('lists each approving body with its status, then the SHR dates with their SID', () => {
    renderWithProviders(<FlightRequestView request={request} />, { route: '/flight/requests/r1/' });
    const section = screen.getByRole('region', { name: 'Согласование' });
    const bodies = within(section).getByRole('list', { name: 'Органы согласования' });
    expect(
      within(bodies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Зональный центр: МосковскийРазрешено', 'Администрация: Округ М1Разрешено']);
    const shrs = within(section).getByRole('list', { name: 'Сообщения SHR по датам полёта' });
    const [first, second] = within(shrs).getAllByRole('listitem');
    expect(within(first).getByText('01.12.2026 07:00 — 01.12.2026 08:00')).toBeTruthy();
    expect(within(first).getByText(/SID 7772251060/)).toBeTruthy();
    expect(within(first).getByText(/отправлено 30\.11\.2026 10:00 \(МСК\)/)).toBeTruthy();
    expect(within(first).getByText('Разрешено')).toBeTruthy();
    expect(within(second).getByText(/SID ещё не присвоен · ещё не доставлено/)).toBeTruthy();
    expect(within(second).getByText('Отправляется')).toBeTruthy();
    expect(within(second).getByText('Текст SHR')).toBeTruthy();
  });

  it('says the agreement has not started when no body is chosen yet, and is absent on a draft', () => {
    const { unmount } = renderWithProviders(<FlightRequestView request={{ ...request, agreementStatuses: [], shrInfoList: [] }} />, {
      route: '/flight/requests/r1/',
    });
    const section = screen.getByRole('region', { name: 'Согласование' });
    expect(within(section).getByText(/Органы согласования ещё не выбраны/)).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
    unmount();
    renderWithProviders(<FlightRequestView request={{ ...request, status: 'DRAFT' }} />, { route: '/flight/requests/r1/' });
    expect(screen.queryByRole('region', { name: 'Согласование' })).toBeNull();
  });

  it('speaks English under /en', () => {
    renderWithProviders(<FlightRequestView request={request} />, { route: '/en/flight/requests/r1/' });
    const section = screen.getByRole('region', { name: 'Agreement' });
    expect(within(section).getAllByRole('listitem')[0].textContent).toBe('Zonal centre: МосковскийAllowed');
    expect(within(section).getByText(/sent 30\.11\.2026 10:00 \(Moscow\)/)).toBeTruthy();
  });
});
