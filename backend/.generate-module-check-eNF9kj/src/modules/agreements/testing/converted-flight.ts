import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../testing/test-app';
import { newPilot } from '../../files/testing/upload-fixtures';

export const FLIGHTS = '/api/user/flight-agreements';

/** `YYYY-MM-DDTHH:mm:ss` of a UTC day `days` ahead, at `time`. */
export const dayAhead = (days: number, time: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

let sequence = 0;
/** Unique per spec file: the run's database is shared by the files, one after another, in one process. */
const RUN = randomBytes(4).toString('hex').toUpperCase();

/**
 * A converted request (two dates, three and five days ahead) of a new pilot, made through the calls a pilot makes:
 * a drone, the professional form, to-agreement. The route is a small circle far from any aerodrome, zone or town of
 * the map fixtures. With `draft`, it is left a draft.
 */
export async function convertedFlight(
  t: TestApp,
  name: string,
  options: { draft?: boolean } = {},
): Promise<{ auth: string; id: string; dates: string[] }> {
  const auth = `Bearer ${await t.issuer.tokenForIdentity(newPilot(name))}`;
  const drone = (
    await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', auth)
      .field('drone', JSON.stringify({ name: 'Agreement Drone', registrationNumber: `RU-${RUN}-${++sequence}`, maxTakeoffWeight: 1.2 }))
      .expect(200)
  ).body;
  const point = { lat: 61.05, lng: 60.1 };
  const form = {
    name: 'Agreement flight',
    simple: false,
    drone: { dictionaryItem: { id: drone.id }, transponderNumber: 'TX-1' },
    flightPurpose: { code: 'WORK', workType: 'PHOTOGRAPHY', workName: 'Field survey', workAddress: 'Khanty-Mansi' },
    lineOfSight: 'INSIDE',
    externalPilot: { fullName: 'Иванов Иван Иванович', phone: '+7 (912) 345-67-89' },
    flightDateTimeOffsetMode: 'UTC',
    generalFlightDateTime: [{ start: dayAhead(3, '09:00:00'), finish: dayAhead(3, '10:00:00') }],
    reservedFlightDateTime: [{ start: dayAhead(5, '09:00:00'), finish: dayAhead(5, '10:00:00') }],
    geometry: { type: 'CIRCLE', points: [point], radius: 300 },
    takeOffPoint: point,
    landingPoint: point,
    flightAltitudeMin: 100,
    flightAltitudeMax: 150,
    flightAltitudeGroundMin: 0,
    flightAltitudeGroundMax: 50,
  };
  const created = (await t.http.post(FLIGHTS).set('Authorization', auth).field('flightAgreementDto', JSON.stringify(form)).expect(201))
    .body;
  if (!options.draft) await t.http.patch(`${FLIGHTS}/${created.id}/to-agreement`).set('Authorization', auth).expect(200);
  return { auth, id: created.id, dates: [created.generalFlightDateTime[0].id, created.reservedFlightDateTime[0].id] };
}

/** A submission body as the agreement page sends it, with a regime number (so the simulator allows it). */
export const sampleSubmission = (authorityId: string, channel = 'EMAIL') => ({
  authority: { id: authorityId },
  submissionSentType: channel,
  flySpaceUsageMode: 'TEMPORARY',
  flySpaceRegime: { number: '12/2026', dateOfIssue: '2026-05-01' },
  flySpaceUsagePetitionAttributes: { submissionReviewers: ['Петров П. П.'], note: 'полёт над полем' },
});
