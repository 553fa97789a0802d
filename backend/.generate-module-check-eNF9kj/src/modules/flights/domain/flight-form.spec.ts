import { checkFlightForm, missingForAgreement, type FlightFormContext } from './flight-form';
import type { FlightRequestView } from './flight-request';
import { routeSummary } from './route-summary';

const NOW = new Date('2026-06-01T09:00:30.000Z');
let sequence = 0;
const context = (ids: string[] = []): FlightFormContext => ({
  now: NOW,
  currentIntervalIds: new Set(ids),
  insideRussia: (lat) => lat > 41 && lat < 82,
  newId: () => `new-${++sequence}`,
});

describe('checkFlightForm', () => {
  it('stores instants from the offset mode and keeps only the ids the request holds', () => {
    const checked = checkFlightForm(
      {
        flightDateTimeOffsetMode: 'LOCAL',
        generalFlightDateTime: [{ id: 'kept', start: '2026-06-02T01:00:00', finish: '2026-06-02T02:00:00' }],
        reservedFlightDateTime: [
          { id: 'foreign', start: '2026-06-03T23:00:00', finish: '2026-06-04T01:00:00' },
          { id: 'kept', start: '2026-06-05T10:00:00', finish: '2026-06-05T11:00:00' },
        ],
      },
      context(['kept']),
    );
    expect(checked.errors).toEqual([]);
    expect(checked.intervals.map((i) => [i.id.startsWith('new-') ? 'new' : i.id, i.kind, i.startAt.toISOString()])).toEqual([
      ['kept', 'GENERAL', '2026-06-01T22:00:00.000Z'],
      ['new', 'RESERVED', '2026-06-03T20:00:00.000Z'],
      ['new', 'RESERVED', '2026-06-05T07:00:00.000Z'],
    ]);
    expect(checked.values.firstFlightAt?.toISOString()).toBe('2026-06-01T22:00:00.000Z');
    expect(checked.values.offsetMode).toBe('LOCAL');
  });

  it('accepts a start in the current minute and refuses one before it', () => {
    const ok = checkFlightForm({ generalFlightDateTime: [{ start: '2026-06-01T09:00:00', finish: '2026-06-01T10:00:00' }] }, context());
    expect(ok.errors).toEqual([]);
    const past = checkFlightForm({ generalFlightDateTime: [{ start: '2026-06-01T08:59:59', finish: '2026-06-01T10:00:00' }] }, context());
    expect(past.errors).toEqual([{ field: 'generalFlightDateTime.0.start', error: 'start must not be in the past' }]);
  });

  it('reports every broken rule at once', () => {
    const checked = checkFlightForm(
      {
        generalFlightDateTime: [{ start: '2026-06-02T10:00:00', finish: '2026-06-03T10:00:01' }],
        flightAltitudeMin: 200,
        flightAltitudeMax: 100,
        flightAltitudeGroundMin: 50,
        flightAltitudeGroundMax: 10,
        takeOffPoint: { lat: 10, lng: 10 },
        geometry: { type: 'MARKER', points: [{ lat: 10, lng: 10 }] },
        flightPurpose: { code: 'WORK', id: 2 },
        manager: { phone: '12' },
      },
      context(),
    );
    expect(checked.errors.map((e) => e.field)).toEqual([
      'generalFlightDateTime.0.finish',
      'geometry',
      'takeOffPoint',
      'flightAltitudeMin',
      'flightAltitudeGroundMin',
      'flightPurpose.code',
      'manager.phone',
    ]);
  });

  it('drops the details of another purpose and reduces phones to digits', () => {
    const checked = checkFlightForm(
      { flightPurpose: { id: 8, workType: 'CHEMICAL', custom: 'Wedding' }, developer: { fullName: 'Dev', phone: '8 912 345 67 89' } },
      context(),
    );
    expect(checked.errors).toEqual([]);
    expect(checked.values).toMatchObject({
      purposeCode: 'CUSTOM',
      workType: null,
      purposeCustom: 'Wedding',
      developerPhone: '79123456789',
    });
  });
});

describe('routeSummary', () => {
  it('describes each shape in one neutral line', () => {
    expect(routeSummary({ type: 'CIRCLE', points: [{ lat: 55.15, lng: 37.62 }], radius: 700 })).toBe('CIRCLE R=700 m; 55.1500N 37.6200E');
    expect(routeSummary({ type: 'MARKER', points: [{ lat: 55.15, lng: 37.62 }] })).toBe('MARKER; 55.1500N 37.6200E');
    expect(
      routeSummary({
        type: 'POLYGON',
        points: [
          { lat: 55, lng: 37 },
          { lat: 56, lng: 37 },
          { lat: 56, lng: 38 },
        ],
      }),
    ).toBe('POLYGON 3 points; centre 55.5000N 37.5000E');
    expect(
      routeSummary({
        type: 'POLYLINE',
        points: [
          { lat: 55, lng: 37 },
          { lat: 55.01, lng: 37 },
        ],
        width: 100,
      }),
    ).toBe('POLYLINE W=100 m, 2 points, 1112 m; from 55.0000N 37.0000E to 55.0100N 37.0000E');
  });
});

describe('missingForAgreement', () => {
  const view = (extra: Partial<FlightRequestView>): FlightRequestView =>
    ({
      name: 'Walk',
      simple: true,
      drone: { dictionaryItem: { id: 'd', name: 'D' }, registrationNumber: null, transponderNumber: null },
      generalFlightDateTime: [{ id: 'g', start: '2026-06-02T10:00:00', finish: '2026-06-02T11:00:00' }],
      reservedFlightDateTime: [],
      flightDateTimeOffsetMode: 'UTC',
      geometry: { type: 'MARKER', points: [{ lat: 55, lng: 37 }] },
      flightPurpose: null,
      ...extra,
    }) as FlightRequestView;

  it('asks the simple kind for a name, a drone, the date and the route only', () => {
    expect(missingForAgreement(view({}), NOW)).toEqual([]);
    expect(missingForAgreement(view({ name: null, geometry: null }), NOW).map((e) => e.field)).toEqual(['name', 'geometry']);
  });

  it('asks the professional kind for the rest, and the work type of WORK', () => {
    const fields = missingForAgreement(
      view({
        simple: false,
        flightPurpose: { id: 1, name: 'w', code: 'WORK', workName: null, workAddress: null, workType: null, custom: null },
        flightAltitudeMin: null,
        flightAltitudeMax: 100,
        takeOffPoint: null,
        landingPoint: { lat: 55, lng: 37 },
        externalPilot: null,
      }),
      NOW,
    ).map((e) => e.field);
    expect(fields).toEqual([
      'flightPurpose.workType',
      'flightAltitudeMin',
      'takeOffPoint',
      'externalPilot.fullName',
      'externalPilot.phone',
    ]);
  });

  it('refuses dates that have passed since the draft was saved', () => {
    expect(missingForAgreement(view({}), new Date('2026-06-03T00:00:00Z'))).toEqual([
      { field: 'generalFlightDateTime.0.start', error: 'start must not be in the past' },
    ]);
  });
});
