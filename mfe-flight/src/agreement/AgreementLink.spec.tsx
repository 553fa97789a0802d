import { screen } from '@testing-library/react';
import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi, renderWithProviders } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../i18n';
import type { FlightRequest } from '../requests/api/flightRequestsApi';
import { FlightRequestView } from '../requests/view/FlightRequestView';

registerRemoteTranslations();

// The read-only view of a request is where the pilot goes on to the agreement page.
const request = {
  id: 'r1',
  name: 'Съёмка поля',
  status: 'CREATED',
  simple: true,
  lineOfSight: 'INSIDE',
  flightDateTimeOffsetMode: 'UTC',
  generalFlightDateTime: [],
  reservedFlightDateTime: [],
  flightAltitudeMax: null,
  flightAltitudeGroundMax: null,
  geometry: null,
  outsideLocality: false,
  restrictedZone: false,
} as unknown as FlightRequest;

beforeEach(() => configureApiClient({ baseUrl: 'http://api.test', fetch: createFakeApi().fetch }));

describe('the link to the agreement', () => {
  it('leads a submitted request to its agreement page', () => {
    renderWithProviders(<FlightRequestView request={request} />, { route: '/flight/requests/r1/' });
    expect(screen.getByRole('link', { name: 'Согласование' }).getAttribute('href')).toBe('/flight/requests/r1/agreement/');
  });

  it('is not offered for a draft', () => {
    renderWithProviders(<FlightRequestView request={{ ...request, status: 'DRAFT' }} />, { route: '/flight/requests/r1/' });
    expect(screen.queryByRole('link', { name: 'Согласование' })).toBeNull();
  });

  it('speaks English under /en', () => {
    renderWithProviders(<FlightRequestView request={request} />, { route: '/en/flight/requests/r1/' });
    expect(screen.getByRole('link', { name: 'Agreement' }).getAttribute('href')).toBe('/en/flight/requests/r1/agreement/');
  });
});
