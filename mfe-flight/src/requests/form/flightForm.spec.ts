import { DateTime } from 'luxon';
import { ApiRequestError, i18n } from '@nebo/shared-ui';
import { registerRemoteTranslations } from '../../i18n';
import type { FlightRequest } from '../api/flightRequestsApi';
import {
  applyFix,
  changesOfFix,
  emptyValues,
  formFieldOf,
  serverErrorsOf,
  switchOffsetMode,
  toInput,
  validateComplete,
  validateDraft,
  valuesFromRequest,
  type FlightFormValues,
} from './flightForm';

registerRemoteTranslations();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(`flight:${key}`, options);
const NOW = DateTime.fromISO('2026-11-24T12:00:00Z');

function values(overrides: Partial<FlightFormValues> = {}): FlightFormValues {
  return { ...emptyValues(), name: 'Съёмка поля', ...overrides };
}

const saved: FlightRequest = {
  id: 'r1',
  simple: false,
  name: 'Съёмка поля',
  drone: { dictionaryItem: { id: 'd1', name: 'Mavic 3' }, registrationNumber: '0123456', transponderNumber: null },
  flightPurpose: {
    id: 1,
    name: 'Авиационные работы',
    code: 'WORK',
    workType: 'PHOTOGRAPHY',
    workName: 'Съёмка',
    workAddress: null,
    custom: null,
  },
  lineOfSight: 'INSIDE',
  externalPilot: { fullName: 'Иванов Иван', phone: '79161234567' },
  manager: null,
  developer: null,
  flightDateTimeOffsetMode: 'LOCAL',
  generalFlightDateTime: [{ id: 'g1', start: '2026-12-01T01:30:00', finish: '2026-12-01T03:00:00' }],
  reservedFlightDateTime: [{ id: 'x1', start: '2026-12-02T10:00:00', finish: '2026-12-02T11:00:00' }],
  flightAltitudeMin: 0,
  flightAltitudeMax: 150,
  flightAltitudeGroundMin: 0,
  flightAltitudeGroundMax: 120,
  takeOffPoint: { lat: 55.75, lng: 37.61 },
  landingPoint: { lat: 55.76, lng: 37.62 },
  geometry: { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.61 }], radius: 700 },
  status: 'DRAFT',
  editable: true,
  deletable: true,
  flySpaceClass: 'G',
  outsideLocality: false,
  restrictedZone: false,
  routeSummary: 'CIRCLE R=700 m',
  snapshotFile: null,
  regimeNumber: null,
  flightType: 'PROFESSIONAL',
  firstFlightDateTime: '2026-12-01T01:30:00',
  shrInfoList: [],
  agreementStatuses: [],
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

describe('flight request form values', () => {
  it('round-trips a saved request without shifting a time or losing an interval id', () => {
    const form = valuesFromRequest(saved);
    expect(form.general).toEqual({ id: 'g1', start: '01.12.2026 01:30', finish: '01.12.2026 03:00' });
    const input = toInput(form);
    expect(input.flightDateTimeOffsetMode).toBe('LOCAL');
    expect(input.generalFlightDateTime).toEqual(saved.generalFlightDateTime);
    expect(input.geometry).toEqual(saved.geometry);
    expect(input.reservedFlightDateTime).toEqual(saved.reservedFlightDateTime);
    expect(form.externalPilot.phone).toBe('+7 (916) 123-45-67');
    expect(input.externalPilot).toEqual({ fullName: 'Иванов Иван', phone: '79161234567' });
    expect(input.flightPurpose).toMatchObject({ code: 'WORK', workType: 'PHOTOGRAPHY' });
  });

  it('keeps the instants when the mode is switched, and sends them in the new mode', () => {
    const utc = switchOffsetMode(valuesFromRequest(saved), 'UTC');
    expect(utc.general.start).toBe('30.11.2026 22:30');
    expect(toInput(utc).generalFlightDateTime?.[0]).toEqual({ id: 'g1', start: '2026-11-30T22:30:00', finish: '2026-12-01T00:00:00' });
    expect(switchOffsetMode(utc, 'LOCAL').general).toEqual(valuesFromRequest(saved).general);
  });

  it('sends only the simple kind’s fields for a simple request', () => {
    const input = toInput({ ...valuesFromRequest(saved), simple: true });
    expect(input.simple).toBe(true);
    expect(input.flightPurpose).toBeNull();
    expect(input.externalPilot).toBeNull();
    expect(input.reservedFlightDateTime).toEqual([]);
    expect(input.drone?.dictionaryItem?.id).toBe('d1');
  });
});

describe('flight request validation', () => {
  it('saves a draft with a name only', () => {
    expect(validateDraft(values(), t, NOW)).toEqual({});
    expect(validateDraft(values({ name: ' ' }), t, NOW)).toEqual({ name: 'Заполните поле' });
  });

  it('checks the dates: format, order, length, the past, across midnight', () => {
    const check = (start: string, finish: string) => validateDraft(values({ general: { start, finish } }), t, NOW).general;
    expect(check('30.11.2026 23:30', '01.12.2026 00:30')).toBeUndefined();
    expect(check('01.12.2026 10:00', '01.12.2026 09:00')).toEqual({ finish: 'Окончание должно быть позже начала' });
    expect(check('01.12.2026 10:00', '02.12.2026 10:01')).toEqual({ finish: 'Интервал не длиннее 24 ч' });
    expect(check('31.02.2026 10:00', '01.12.2026 09:00')).toEqual({ start: 'Дата и время в виде ДД.ММ.ГГГГ ЧЧ:ММ' });
    expect(check('20.11.2026 10:00', '20.11.2026 11:00')).toEqual({ start: 'Время уже прошло' });
  });

  it('reads "the past" in the request’s mode (LOCAL 24.11 14:30 is 11:30 UTC, before noon UTC)', () => {
    const local = values({ offsetMode: 'LOCAL', general: { start: '24.11.2026 14:30', finish: '24.11.2026 16:00' } });
    expect(validateDraft(local, t, NOW).general).toEqual({ start: 'Время уже прошло' });
    const utc = values({ offsetMode: 'UTC', general: { start: '24.11.2026 14:30', finish: '24.11.2026 16:00' } });
    expect(validateDraft(utc, t, NOW).general).toBeUndefined();
  });

  it('checks altitudes, points, phones and reserve intervals', () => {
    const errors = validateDraft(
      values({
        flightAltitudeMin: '200',
        flightAltitudeMax: '150',
        flightAltitudeGroundMax: '40000',
        takeOffPoint: { lat: '95', lng: '37.6' },
        landingPoint: { lat: '55.7', lng: '' },
        externalPilot: { fullName: 'Иванов', phone: '+7 (916) 12' },
        reserved: [{ start: '01.12.2026 10:00', finish: '' }],
      }),
      t,
      NOW,
    );
    expect(errors).toEqual({
      flightAltitudeMax: 'Максимум не может быть меньше минимума',
      flightAltitudeGroundMax: 'От 0 до 30000 м',
      takeOffPoint: { lat: 'Широта от −90 до 90' },
      landingPoint: { lng: 'Заполните поле' },
      externalPilot: { phone: 'Телефон в формате +7 (999) 999-99-99' },
      reserved: [{ finish: 'Заполните поле' }],
    });
  });

  it('asks for everything the conversion needs', () => {
    const errors = validateComplete(values({ purposeCode: 'WORK', flightAltitudeMax: '' }), t, NOW);
    expect(Object.keys(errors).sort()).toEqual(['droneId', 'flightAltitudeMax', 'general', 'geometry', 'workType']);
    expect(
      validateComplete(
        valuesFromRequest({ ...saved, generalFlightDateTime: [{ start: '2026-12-01T10:00:00', finish: '2026-12-01T11:00:00' }] }),
        t,
        NOW,
      ),
    ).toEqual({});
  });
});

describe('server errors and pre-check fixes', () => {
  it('places the server’s field errors next to the form’s fields', () => {
    expect(formFieldOf('generalFlightDateTime[0].start')).toBe('general.start');
    expect(formFieldOf('reservedFlightDateTime.3.finish')).toBe('reserved[3].finish');
    expect(formFieldOf('drone.dictionaryItem.id')).toBe('droneId');
    expect(formFieldOf('flightPurpose.workType')).toBe('workType');
    expect(formFieldOf('takeOffPoint')).toBe('takeOffPoint.lat');
    expect(formFieldOf('route')).toBe('geometry');
    const error = new ApiRequestError({
      error: 'Bad Request',
      message: 'Validation failed',
      statusCode: 400,
      detailedError: [
        { field: 'flightAltitudeMax', error: 'too high' },
        { field: 'geometry', error: 'outside Russia' },
        { field: 'somethingElse', error: 'odd' },
      ],
    });
    expect(serverErrorsOf(error)).toEqual({ flightAltitudeMax: 'too high', geometry: 'outside Russia', 'FINAL_FORM/form-error': 'odd' });
  });

  it('applies a fix to the field it names', () => {
    const form = valuesFromRequest(saved);
    expect(applyFix(form, { field: 'flightAltitudeMax', value: 150 }).flightAltitudeMax).toBe('150');
    expect(applyFix(form, { field: 'takeOffPoint', value: { lat: 55.8, lng: 37.7 } }).takeOffPoint).toEqual({ lat: '55.8', lng: '37.7' });
    expect(applyFix(form, { field: 'generalFlightDateTime[0].start', value: '2026-12-01T02:00:00' }).general.start).toBe(
      '01.12.2026 02:00',
    );
    expect(applyFix(form, { field: 'lineOfSight', value: 'OUTSIDE' }).lineOfSight).toBe('OUTSIDE');
    expect(applyFix(form, { field: 'geometry.radius', value: 450 }).geometry).toEqual({
      type: 'CIRCLE',
      points: [{ lat: 55.75, lng: 37.61 }],
      radius: 450,
    });
    expect(changesOfFix({ field: 'geometry.radius', value: 450 }, { ...form, geometry: null })).toEqual([]);
    expect(changesOfFix({ field: 'unknownThing', value: 1 }, form)).toEqual([]);
  });
});
