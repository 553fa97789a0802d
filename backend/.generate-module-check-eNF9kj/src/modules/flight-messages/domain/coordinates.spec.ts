import { formatPoint } from './coordinates';
import { ShrInputError } from './shr-message.input';

function problemOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof ShrInputError ? { problem: error.problem, field: error.field } : error;
  }
  return 'no error';
}

describe('formatPoint (DDMMN DDDMME, or DDMMSSN DDDMMSSE with seconds)', () => {
  it('writes degrees and whole minutes, rounded to the nearest minute', () => {
    expect(formatPoint({ lat: 55.15, lng: 37.6167 }, false, 'p')).toBe('5509N03737E');
    expect(formatPoint({ lat: 55.7558, lng: 37.6173 }, false, 'p')).toBe('5545N03737E');
    expect(formatPoint({ lat: 43.1, lng: 131.9 }, false, 'p')).toBe('4306N13154E');
    expect(formatPoint({ lat: 54.71, lng: 20.51 }, false, 'p')).toBe('5443N02031E');
  });

  it('writes seconds, rounded to the nearest second, when asked', () => {
    expect(formatPoint({ lat: 55.1533, lng: 37.62 }, true, 'p')).toBe('550912N0373712E');
    expect(formatPoint({ lat: 55.15, lng: 37.6167 }, true, 'p')).toBe('550900N0373700E');
  });

  it('carries a rounding at the minute boundary into the degree (59.99′ → the next degree)', () => {
    expect(formatPoint({ lat: 55 + 59.996 / 60, lng: 37 + 59.999 / 60 }, false, 'p')).toBe('5600N03800E');
    expect(formatPoint({ lat: 55 + 59.4 / 60, lng: 37 + 59.5 / 60 }, false, 'p')).toBe('5559N03800E');
    expect(formatPoint({ lat: 55 + 59 / 60 + 59.6 / 3600, lng: 9 + 59 / 60 + 59.5 / 3600 }, true, 'p')).toBe('560000N0100000E');
  });

  it('writes a western longitude (Chukotka east of the 180th meridian) with W, and 180° as 18000E', () => {
    expect(formatPoint({ lat: 66.1667, lng: -169.8167 }, false, 'p')).toBe('6610N16949W');
    expect(formatPoint({ lat: 66.1667, lng: -169.8167 }, true, 'p')).toBe('661000N1694900W');
    expect(formatPoint({ lat: 65, lng: -179.9999 }, false, 'p')).toBe('6500N18000E');
    expect(formatPoint({ lat: 65, lng: 180 }, false, 'p')).toBe('6500N18000E');
  });

  it('refuses a southern latitude (no Russian territory lies south of the equator)', () => {
    expect(problemOf(() => formatPoint({ lat: -33.9, lng: 151.2 }, false, 'takeOffPoint'))).toEqual({
      problem: 'southern-hemisphere',
      field: 'takeOffPoint',
    });
    // One that rounds onto the equator is the equator.
    expect(formatPoint({ lat: -0.001, lng: 37 }, false, 'p')).toBe('0000N03700E');
  });

  it('refuses what is not a point on the Earth', () => {
    expect(problemOf(() => formatPoint({ lat: Number.NaN, lng: 37 }, false, 'route.points[2]'))).toEqual({
      problem: 'invalid-coordinate',
      field: 'route.points[2]',
    });
    expect(problemOf(() => formatPoint({ lat: 91, lng: 37 }, false, 'p'))).toEqual({ problem: 'invalid-coordinate', field: 'p' });
    expect(problemOf(() => formatPoint({ lat: 55, lng: 181 }, false, 'p'))).toEqual({ problem: 'invalid-coordinate', field: 'p' });
  });
});
