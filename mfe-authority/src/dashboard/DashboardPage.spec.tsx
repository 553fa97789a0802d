import { screen, within } from '@testing-library/react';
import { renderArea, setupArea } from '../api/testing';

/** The map remote's place: a region holding what the page overlays, with a map whose pixels are map units / 1000. */
const mockFit = jest.fn();
jest.mock('../review/map/MapViewSlot', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  const map = {
    getView: () => ({ getResolution: () => 100, fit: (...args: unknown[]) => mockFit(...args), getCenter: () => [0, 0], getZoom: () => 8 }),
    getPixelFromCoordinate: ([x, y]: [number, number]) => [x / 1000, y / 1000],
    getSize: () => [800, 440],
    on: () => undefined,
    un: () => undefined,
    once: () => undefined,
  };
  return {
    MAP_REMOTE: 'mfe_map',
    MapViewSlot: ({ label, onMap, children }: { label: string; onMap?: (map: unknown) => void; children?: unknown }) => {
      useEffect(() => onMap?.(map), [onMap]);
      return (
        <div role="region" aria-label={label}>
          {children as never}
        </div>
      );
    },
  };
});

const dashboard = {
  awaiting: 4,
  decidedToday: { approved: 2, rejected: 1 },
  inFlight: [
    {
      flightRequestId: 'r1',
      name: 'Съёмка парка Горького',
      applicantName: 'Соколова Мария Андреевна',
      dateId: 'd1',
      startAt: '2026-11-25T07:00:00Z',
      finishAt: '2026-11-25T08:30:00Z',
      sid: 'SID-123',
    },
  ],
  todaysFlights: [
    {
      flightRequestId: 'r2',
      name: 'Обследование ЛЭП',
      reviewStatus: 'AWAITING',
      startAt: '2026-11-25T10:00:00Z',
      finishAt: '2026-11-25T11:00:00Z',
      geometry: { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 500 },
    },
    {
      flightRequestId: 'r3',
      // The contract lets a request go without a name: the list says so rather than showing an empty link.
      name: null,
      reviewStatus: 'APPROVED',
      startAt: '2026-11-25T12:00:00Z',
      finishAt: '2026-11-25T13:00:00Z',
      geometry: null,
    },
  ],
  // As the server sends it: mfe-map's GeoShape (the authority's stored area), not GeoJSON.
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
};

describe('the dashboard', () => {
  it('counts what waits (linking to the filtered list) and what was decided today', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority/dashboard', { body: dashboard });
    renderArea('/agreement/dashboard/');
    expect(await screen.findByText('Ждут решения')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть заявки, ожидающие решения' }).getAttribute('href')).toBe(
      '/agreement/flight-requests/?status=AWAITING',
    );
    expect(screen.getByText('Согласовано сегодня').previousSibling?.textContent).toBe('2');
    expect(screen.getByText('Отказано сегодня').previousSibling?.textContent).toBe('1');
  });

  it('lists the flights in the air (Moscow time) and today’s flights beside the map', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority/dashboard', { body: dashboard });
    renderArea('/agreement/dashboard/');
    const inAir = within(await screen.findByRole('region', { name: 'Сейчас в воздухе' }));
    expect(inAir.getByRole('link', { name: 'Съёмка парка Горького' }).getAttribute('href')).toBe('/agreement/flight-requests/r1/');
    expect(inAir.getByText('25.11.2026 10:00 — 11:30')).toBeTruthy();
    expect(inAir.getByText('SID-123')).toBeTruthy();

    const map = screen.getByRole('region', { name: 'Карта полётов сегодня в зоне ответственности органа' });
    // The area shaded, the circle route drawn over it, and the map fitted to both.
    expect(map.querySelectorAll('path.area')).toHaveLength(1);
    expect(map.querySelectorAll('circle.route')).toHaveLength(1);
    expect(mockFit).toHaveBeenCalled();
    const today = within(screen.getByRole('region', { name: 'Список полётов сегодня' }));
    expect(today.getByRole('link', { name: 'Обследование ЛЭП' })).toBeTruthy();
    expect(today.getByText('Ждёт решения')).toBeTruthy();
    expect(today.getByText('Маршрут не указан')).toBeTruthy();
    expect(today.getByRole('link', { name: 'Заявка без названия' }).getAttribute('href')).toBe('/agreement/flight-requests/r3/');
  });

  it('says so when nothing flies', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority/dashboard', { body: { ...dashboard, inFlight: [], todaysFlights: [] } });
    renderArea('/en/agreement/dashboard/');
    expect(await screen.findByText('No flights of requests sent to the authority are in the air now.')).toBeTruthy();
    expect(screen.getByText('No flights of requests sent to the authority are planned for today.')).toBeTruthy();
  });

  it('shows an error with a retry when the overview cannot be loaded', async () => {
    const fake = setupArea();
    fake.on('GET', '/api/authority/dashboard', { status: 500, body: { statusCode: 500, error: 'x', message: 'boom', detailedError: [] } });
    renderArea('/agreement/dashboard/');
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить сводку' })).toBeTruthy();
  });
});
