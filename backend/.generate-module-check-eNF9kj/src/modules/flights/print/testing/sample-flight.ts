import type { PrintableFlight } from '../printable-flight';

/**
 * The fixed flight of the golden tests: a professional request in Moscow time with a 700 m circle near
 * Moscow, one general date and two reserved ones (the second crossing midnight UTC), altitudes above sea and
 * ground, a WORK purpose, an external pilot, a manager and a developer.
 */
export function sampleFlight(overrides: Partial<PrintableFlight> = {}): PrintableFlight {
  return {
    id: '3f1c2a9e-7b1d-4c55-9a11-0d2f6c8e4b21',
    name: 'Аэрофотосъёмка посёлка Заречный',
    status: 'CREATED',
    simple: false,
    applicant: { fullName: 'Петров Олег Иванович', phone: '79161234567', email: 'petrov@example.ru' },
    drone: { name: 'DJI Matrice 350 RTK', registrationNumber: '0Y12345', transponderNumber: null },
    purpose: {
      code: 'WORK',
      name: 'Авиационные работы',
      workType: 'PHOTOGRAPHY',
      workName: 'Топографическая съёмка',
      workAddress: 'Московская обл., пос. Заречный',
      custom: null,
    },
    lineOfSight: 'INSIDE',
    externalPilot: { fullName: 'Сидоров Павел Андреевич', phone: '79037654321' },
    manager: { fullName: 'Кузнецова Анна Сергеевна', phone: '79101112233' },
    developer: { fullName: 'Петров Олег Иванович', phone: '79161234567' },
    offsetMode: 'LOCAL',
    general: { start: new Date('2026-12-01T06:00:00Z'), finish: new Date('2026-12-01T09:30:00Z') },
    reserved: [
      { start: new Date('2026-12-02T06:00:00Z'), finish: new Date('2026-12-02T09:30:00Z') },
      { start: new Date('2026-12-03T22:00:00Z'), finish: new Date('2026-12-04T01:00:00Z') },
    ],
    route: { type: 'CIRCLE', points: [{ lat: 55.15, lng: 37.6167 }], radius: 700 },
    takeOffPoint: { lat: 55.15, lng: 37.6167 },
    landingPoint: { lat: 55.1512, lng: 37.62 },
    altitudeMin: 160,
    altitudeMax: 260,
    altitudeGroundMin: 0,
    altitudeGroundMax: 100,
    flySpaceClass: 'G',
    outsideLocality: false,
    restrictedZone: false,
    routeSummary: 'CIRCLE R=700 m; 55.1500N 37.6167E',
    regimeNumber: null,
    ...overrides,
  };
}

/** When the golden forms are made: 25 November 2026, 12:00 Moscow time. */
export const SAMPLE_GENERATED_AT = new Date('2026-11-25T09:00:00Z');
