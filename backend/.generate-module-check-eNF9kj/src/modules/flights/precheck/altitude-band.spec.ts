import { bandsIntersect, flightBandFor, maxAltitudeField, zoneBand } from './altitude-band';

describe('altitude bands', () => {
  it('intersect when they share an altitude, touching limits included', () => {
    expect(bandsIntersect({ min: 0, max: 150 }, { min: 150, max: 300 })).toBe(true);
    expect(bandsIntersect({ min: 0, max: 149 }, { min: 150, max: 300 })).toBe(false);
    expect(bandsIntersect({ min: 400, max: 500 }, { min: 150, max: null })).toBe(true);
    expect(bandsIntersect({ min: 400, max: 500 }, { min: 0, max: 399 })).toBe(false);
  });

  it('reads a zone band in metres, feet converted, above ground unless said otherwise', () => {
    expect(zoneBand({ lowerLimit: 0, upperLimit: 150, altitudeUnit: 'M' })).toEqual({ min: 0, max: 150, reference: 'AGL' });
    expect(zoneBand({ lowerLimit: 1000, upperLimit: 2000, altitudeUnit: 'FT', verticalReference: 'AMSL' })).toEqual({
      min: 305,
      max: 610,
      reference: 'AMSL',
    });
    expect(zoneBand({ upperLimit: 300 })).toEqual({ min: 0, max: 300, reference: 'AGL' });
    expect(zoneBand({ lowerLimit: 100 })).toEqual({ min: 100, max: null, reference: 'AGL' });
    expect(zoneBand({ code: 'SR' })).toBeNull();
    expect(zoneBand(undefined)).toBeNull();
  });

  it('compares an AGL zone with the ground altitudes when the flight gives them, else with the sea-level ones', () => {
    const altitudes = { flightAltitudeMin: 200, flightAltitudeMax: 400, flightAltitudeGroundMin: 50, flightAltitudeGroundMax: 120 };
    expect(flightBandFor(altitudes, 'AGL')).toEqual({ min: 50, max: 120, reference: 'AGL' });
    expect(flightBandFor(altitudes, 'AMSL')).toEqual({ min: 200, max: 400, reference: 'AMSL' });
    expect(flightBandFor({ flightAltitudeMin: 200, flightAltitudeMax: 400 }, 'AGL')).toEqual({ min: 200, max: 400, reference: 'AMSL' });
    expect(maxAltitudeField({ min: 0, max: 1, reference: 'AGL' })).toBe('flightAltitudeGroundMax');
    expect(maxAltitudeField({ min: 0, max: 1, reference: 'AMSL' })).toBe('flightAltitudeMax');
  });
});
