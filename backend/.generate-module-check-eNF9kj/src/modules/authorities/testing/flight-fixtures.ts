import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../testing/test-app';
import { newPilot } from '../../files/testing/upload-fixtures';

/**
 * Test helpers: a fresh pilot and a flight of theirs whose route lies in the map fixtures' municipality M1
 * and the fixtures' zonal centre, clear of zones A and B (map/testing/map-fixtures.ts).
 */
export const ROUTE_IN_M1 = { type: 'CIRCLE', points: [{ lat: 55.71, lng: 37.575 }], radius: 300 };

export async function pilot(t: TestApp, name = 'Pilot'): Promise<string> {
  return `Bearer ${await t.issuer.tokenForIdentity(newPilot(name))}`;
}

let sequence = 0;

function day(days: number, time: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

/** A flight of the pilot's (a draft, or converted to an agreement); its purpose WORK unless given. */
export async function flightOf(t: TestApp, auth: string, options: { convert?: boolean; purpose?: string } = {}): Promise<string> {
  const registrationNumber = `RU-L${randomUUID().slice(0, 8)}-${++sequence}`;
  const drone = (
    await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', auth)
      .field('drone', JSON.stringify({ name: 'Local Drone', registrationNumber, maxTakeoffWeight: 1.2 }))
      .expect(200)
  ).body;
  const purpose = options.purpose ?? 'WORK';
  const form = {
    name: 'Survey near M1',
    simple: false,
    drone: { dictionaryItem: { id: drone.id }, transponderNumber: 'TX-1' },
    flightPurpose:
      purpose === 'WORK' ? { code: 'WORK', workType: 'PHOTOGRAPHY', workName: 'Survey', workAddress: 'M1' } : { code: purpose },
    lineOfSight: 'INSIDE',
    externalPilot: { fullName: 'Иванов Иван Иванович', phone: '+7 (912) 345-67-89' },
    flightDateTimeOffsetMode: 'LOCAL',
    generalFlightDateTime: [{ start: day(3, '10:30:00'), finish: day(3, '11:00:00') }],
    reservedFlightDateTime: [],
    geometry: ROUTE_IN_M1,
    takeOffPoint: ROUTE_IN_M1.points[0],
    landingPoint: ROUTE_IN_M1.points[0],
    flightAltitudeMin: 100,
    flightAltitudeMax: 150,
    flightAltitudeGroundMin: 0,
    flightAltitudeGroundMax: 50,
  };
  const created = (
    await t.http
      .post('/api/user/flight-agreements')
      .set('Authorization', auth)
      .field('flightAgreementDto', JSON.stringify(form))
      .expect(201)
  ).body;
  if (options.convert !== false)
    await t.http.patch(`/api/user/flight-agreements/${created.id}/to-agreement`).set('Authorization', auth).expect(200);
  return created.id;
}
