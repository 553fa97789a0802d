import { expect, type Page } from '@playwright/test';
import { API } from './constants';

/**
 * Flight requests for the agreement journeys, made through the same calls the request form makes (the form
 * itself is exercised end to end by flight-requests.spec.ts): from inside the page, on the portal's origin,
 * with the portal's own bearer token.
 */

export type GeoShape = { type: 'CIRCLE'; points: { lat: number; lng: number }[]; radius: number };

/** `YYYY-MM-DDTHH:mm:ss` in UTC for an instant `minutes` from now, rounded up to the next whole minute. */
export function utcIn(minutes: number): string {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  return at.toISOString().slice(0, 19);
}

export async function api<T>(
  page: Page,
  authorization: string,
  method: string,
  path: string,
  body?: unknown,
  multipart?: Record<string, string>,
) {
  return page.evaluate(
    async ({ url, auth, method, body, multipart }) => {
      let payload: BodyInit | undefined;
      const headers: Record<string, string> = { Authorization: auth, Accept: 'application/json' };
      if (multipart) {
        const form = new FormData();
        for (const [name, value] of Object.entries(multipart)) form.append(name, value);
        payload = form;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(url, { method, headers, body: payload });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { url: `${API}${path}`, auth: authorization, method, body, multipart },
  );
}

/** The id of the pilot's first drone. */
export async function firstDroneId(page: Page, authorization: string): Promise<string> {
  const page1 = await api<{ data: { id: string }[] }>(page, authorization, 'GET', '/api/user/drones/find?page=0&size=1');
  expect(page1.data.length).toBeGreaterThan(0);
  return page1.data[0].id;
}

/**
 * A professional request (altitudes, so the pre-check runs and SHR messages can be written) converted to an
 * agreement; times in UTC. Resolves with its id.
 */
export async function convertedProfessionalFlight(
  page: Page,
  authorization: string,
  options: { name: string; route: GeoShape; start: string; finish: string },
): Promise<string> {
  const droneId = await firstDroneId(page, authorization);
  const centre = options.route.points[0];
  const form = {
    name: options.name,
    simple: false,
    drone: { dictionaryItem: { id: droneId } },
    flightPurpose: { code: 'PHOTO' },
    lineOfSight: 'INSIDE',
    externalPilot: { fullName: 'Пилотов Пётр Петрович', phone: '+7 (912) 345-67-89' },
    flightDateTimeOffsetMode: 'UTC',
    generalFlightDateTime: [{ start: options.start, finish: options.finish }],
    reservedFlightDateTime: [],
    geometry: options.route,
    takeOffPoint: centre,
    landingPoint: centre,
    flightAltitudeMin: 150,
    flightAltitudeMax: 250,
    flightAltitudeGroundMin: 0,
    flightAltitudeGroundMax: 100,
  };
  const created = await api<{ id: string }>(page, authorization, 'POST', '/api/user/flight-agreements', undefined, {
    flightAgreementDto: JSON.stringify(form),
  });
  await api(page, authorization, 'PATCH', `/api/user/flight-agreements/${created.id}/to-agreement`);
  return created.id;
}

/** A simple request (no altitudes: no pre-check) converted to an agreement. Resolves with its id. */
export async function convertedSimpleFlight(
  page: Page,
  authorization: string,
  options: { name: string; route: GeoShape; start: string; finish: string },
): Promise<string> {
  const droneId = await firstDroneId(page, authorization);
  const created = await api<{ id: string }>(page, authorization, 'POST', '/api/user/flight-agreements/simple', {
    name: options.name,
    drone: { dictionaryItem: { id: droneId } },
    generalFlightDateTime: [{ start: options.start, finish: options.finish }],
    route: options.route,
  });
  await api(page, authorization, 'PATCH', `/api/user/flight-agreements/${created.id}/to-agreement`);
  return created.id;
}
