import { CLASS_A_FLOOR_METRES, flySpaceClassOf } from './fly-space-class';

const low = { flightAltitudeMin: 0, flightAltitudeMax: 150 };

describe('fly-space class', () => {
  it('is A when the maximum altitude reaches FL290 (8,900 m), and not one metre below', () => {
    expect(CLASS_A_FLOOR_METRES).toBe(8900);
    expect(flySpaceClassOf({ flightAltitudeMin: 0, flightAltitudeMax: 8900 }, []).flySpaceClass).toBe('A');
    expect(flySpaceClassOf({ flightAltitudeMin: 0, flightAltitudeMax: 8899 }, []).flySpaceClass).toBe('G');
    const a = flySpaceClassOf({ flightAltitudeMin: 0, flightAltitudeMax: 10_000 }, [{ kind: 'AERODROME', name: 'X', band: null }]);
    expect(a).toEqual({ flySpaceClass: 'A', reasons: [{ code: 'ABOVE_FL290', params: { altitudeMax: 10_000, floor: 8900 } }] });
  });

  it('is C inside a control zone whose band meets the flight, or over an aerodrome', () => {
    const zone = {
      kind: 'CONTROL_ZONE' as const,
      name: 'Внуково — зона управления',
      band: { min: 0, max: 450, reference: 'AGL' as const },
    };
    expect(flySpaceClassOf(low, [zone])).toEqual({
      flySpaceClass: 'C',
      reasons: [{ code: 'IN_CONTROL_ZONE', params: { name: zone.name, min: 0, max: 450, reference: 'AGL' } }],
    });
    expect(flySpaceClassOf(low, [{ kind: 'AERODROME', name: 'UUWW', band: null }]).reasons[0].code).toBe('AT_AERODROME');
  });

  it('takes a control zone of unknown band as reaching the flight (conservative)', () => {
    expect(flySpaceClassOf(low, [{ kind: 'CONTROL_ZONE', name: 'Z', band: null }]).flySpaceClass).toBe('C');
  });

  it('is G below a control zone band or outside controlled airspace', () => {
    const high = { kind: 'CONTROL_ZONE' as const, name: 'Z', band: { min: 300, max: 1500, reference: 'AMSL' as const } };
    expect(flySpaceClassOf(low, [high])).toEqual({ flySpaceClass: 'G', reasons: [{ code: 'UNCONTROLLED', params: { floor: 8900 } }] });
    expect(flySpaceClassOf(low, []).flySpaceClass).toBe('G');
  });

  it('compares an AGL control zone with the ground altitudes', () => {
    const zone = { kind: 'CONTROL_ZONE' as const, name: 'Z', band: { min: 0, max: 300, reference: 'AGL' as const } };
    const mountains = { flightAltitudeMin: 2000, flightAltitudeMax: 2100, flightAltitudeGroundMin: 400, flightAltitudeGroundMax: 500 };
    expect(flySpaceClassOf(mountains, [zone]).flySpaceClass).toBe('G');
    expect(flySpaceClassOf({ ...mountains, flightAltitudeGroundMin: 100 }, [zone]).flySpaceClass).toBe('C');
  });
});
