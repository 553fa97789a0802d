import { formatAltitudeBand } from './altitude';
import { ShrInputError } from './shr-message.input';

function problemOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof ShrInputError ? { problem: error.problem, field: error.field } : error;
  }
  return 'no error';
}

describe('formatAltitudeBand (M<min>/M<max> in tens of metres)', () => {
  it('writes tens of metres on four digits (M0016 = 160 m)', () => {
    expect(formatAltitudeBand(160, 260)).toBe('M0016/M0026');
    expect(formatAltitudeBand(0, 0)).toBe('M0000/M0000');
    expect(formatAltitudeBand(150, 150)).toBe('M0015/M0015');
  });

  it('widens the band to whole tens: the minimum down, the maximum up (0, 5, 149, 150, 1234 m)', () => {
    expect(formatAltitudeBand(0, 5)).toBe('M0000/M0001');
    expect(formatAltitudeBand(5, 149)).toBe('M0000/M0015');
    expect(formatAltitudeBand(149, 150)).toBe('M0014/M0015');
    expect(formatAltitudeBand(150, 1234)).toBe('M0015/M0124');
    expect(formatAltitudeBand(1234, 1234)).toBe('M0123/M0124');
    expect(formatAltitudeBand(0.1 + 0.2, 1230.0000000001)).toBe('M0000/M0123');
  });

  it('writes a minimum below sea level as M0000, the lowest the format has', () => {
    expect(formatAltitudeBand(-28, 120)).toBe('M0000/M0012');
  });

  it('writes up to M9999 and refuses above it', () => {
    expect(formatAltitudeBand(0, 99_990)).toBe('M0000/M9999');
    expect(problemOf(() => formatAltitudeBand(0, 99_991))).toEqual({ problem: 'altitude-too-high', field: 'altitudeMaxMetres' });
  });

  it('refuses a minimum above the maximum, a negative maximum and what is not a number', () => {
    expect(problemOf(() => formatAltitudeBand(200, 100))).toEqual({ problem: 'altitude-min-above-max', field: 'altitudeMinMetres' });
    expect(problemOf(() => formatAltitudeBand(-50, -10))).toEqual({ problem: 'invalid-altitude', field: 'altitudeMaxMetres' });
    expect(problemOf(() => formatAltitudeBand(Number.NaN, 10))).toEqual({ problem: 'invalid-altitude', field: 'altitudeMinMetres' });
  });
});
