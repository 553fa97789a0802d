import { assessZone, blocksPoint, maxAltitudeUnder } from './zone-rules';

const zone = (layer: string, properties: Record<string, unknown>, active = true) => ({
  id: 'z',
  layer,
  name: 'Zone',
  active,
  properties,
});
const flight = { flightAltitudeMin: 0, flightAltitudeMax: 300 };

describe('zone rules', () => {
  it("blocks restricted and temporary zones at the flight's altitudes, warns of danger zones", () => {
    expect(assessZone(zone('RESTRICTED_ZONES', { lowerLimit: 0, upperLimit: 150 }), flight).effect).toBe('BLOCKING');
    expect(assessZone(zone('TEMPORARY_ZONES', { lowerLimit: 100, upperLimit: 1000 }), flight).effect).toBe('BLOCKING');
    expect(assessZone(zone('DANGER_ZONES', { lowerLimit: 100, upperLimit: 500 }), flight).effect).toBe('WARNING');
    expect(assessZone(zone('CONTROL_AREAS', { lowerLimit: 0, upperLimit: 450 }), flight).effect).toBe('CONTROLLED');
  });

  it('does not block above or below the flight, nor when inactive, nor an ED-269 conditional zone', () => {
    expect(assessZone(zone('RESTRICTED_ZONES', { lowerLimit: 400, upperLimit: 1000 }), flight)).toMatchObject({
      atFlightAltitudes: false,
      effect: 'NONE',
    });
    expect(assessZone(zone('RESTRICTED_ZONES', { lowerLimit: 0, upperLimit: 150 }, false), flight).effect).toBe('NONE');
    expect(assessZone(zone('RESTRICTED_ZONES', { lowerLimit: 0, upperLimit: 150, restriction: 'CONDITIONAL' }), flight).effect).toBe(
      'WARNING',
    );
  });

  it('takes a zone without a band as covering every altitude', () => {
    expect(assessZone(zone('RESTRICTED_ZONES', { code: 'SR' }), flight)).toMatchObject({
      band: null,
      atFlightAltitudes: true,
      effect: 'BLOCKING',
    });
  });

  it('blocks a take-off point under a zone the climb passes through', () => {
    const high = assessZone(zone('RESTRICTED_ZONES', { lowerLimit: 200, upperLimit: 500 }), {
      flightAltitudeMin: 50,
      flightAltitudeMax: 100,
    });
    expect(high.effect).toBe('NONE');
    expect(blocksPoint(high, { flightAltitudeMin: 50, flightAltitudeMax: 100 })).toBe(false);
    expect(blocksPoint(high, { flightAltitudeMin: 250, flightAltitudeMax: 300 })).toBe(true);
  });

  it("lowers the maximum altitude 10 m under the zone when the flight's minimum allows", () => {
    expect(maxAltitudeUnder({ min: 160, max: 500, reference: 'AGL' }, { min: 0, max: 300, reference: 'AMSL' })).toBe(150);
    expect(maxAltitudeUnder({ min: 160, max: 500, reference: 'AGL' }, { min: 155, max: 300, reference: 'AMSL' })).toBeNull();
    expect(maxAltitudeUnder({ min: 0, max: 150, reference: 'AGL' }, { min: 0, max: 300, reference: 'AMSL' })).toBeNull();
  });
});
