import { CoordinateParseError, formatDecimal, formatDms, formatLatLng, parseCoordinate, parseLatLng } from './coordinates';

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof CoordinateParseError ? error.reason : `unexpected ${String(error)}`;
  }
  return 'no error';
};

describe('parseCoordinate', () => {
  it.each([
    ['55.7558', 'lat', 55.7558],
    ['55,7558', 'lat', 55.7558],
    ['-33.5', 'lat', -33.5],
    ['−33.5', 'lat', -33.5],
    ['37.6173 E', 'lng', 37.6173],
    ['37.6173W', 'lng', -37.6173],
    [`55°45'21"N`, 'lat', 55.7558333],
    [`55°45′21″ с.ш.`, 'lat', 55.7558333],
    ['55 45 21', 'lat', 55.7558333],
    [`37°37'`, 'lng', 37.6166667],
    [`37°37'02.5"E`, 'lng', 37.6173611],
    [`S 33°30'`, 'lat', -33.5],
    [`170°00'00" з.д.`, 'lng', -170],
  ] as const)('reads %s as %s %d', (text, axis, expected) => {
    expect(parseCoordinate(text, axis)).toBeCloseTo(expected, 6);
  });

  it.each([
    ['', 'lat', 'empty'],
    ['ten', 'lat', 'format'],
    ["55.5°30'", 'lat', 'format'],
    [`55°60'`, 'lat', 'minutes'],
    [`55°10'60"`, 'lat', 'seconds'],
    ['91', 'lat', 'range'],
    ['-180.5', 'lng', 'range'],
    ['55 N', 'lng', 'hemisphere'],
    ['37 E', 'lat', 'hemisphere'],
  ] as const)('refuses %j as %s (%s)', (text, axis, expected) => {
    expect(reason(() => parseCoordinate(text, axis))).toBe(expected);
  });
});

describe('parseLatLng', () => {
  it('reads a decimal pair separated by a comma and a space, or a semicolon', () => {
    expect(parseLatLng('55.7558, 37.6173')).toEqual({ lat: 55.7558, lng: 37.6173 });
    expect(parseLatLng('55,7558; 37,6173')).toEqual({ lat: 55.7558, lng: 37.6173 });
    expect(parseLatLng('55.7558 37.6173')).toEqual({ lat: 55.7558, lng: 37.6173 });
  });

  it('reads a degrees-minutes-seconds pair with hemispheres', () => {
    const point = parseLatLng(`55°45'21"N 37°37'02"E`);
    expect(point.lat).toBeCloseTo(55.755833, 5);
    expect(point.lng).toBeCloseTo(37.617222, 5);
  });

  it('refuses a single value or text', () => {
    expect(reason(() => parseLatLng('55.75'))).toBe('format');
    expect(reason(() => parseLatLng('Moscow, Russia'))).toBe('format');
  });
});

describe('formatting', () => {
  it('formats decimals with six places and DMS with tenths of seconds and hemispheres', () => {
    expect(formatDecimal(55.7558)).toBe('55.755800');
    expect(formatDms(55.7558333, 'lat')).toBe(`55°45'21.0"N`);
    expect(formatDms(-0.5, 'lng')).toBe(`0°30'00.0"W`);
    expect(formatDms(59.9999999, 'lat')).toBe(`60°00'00.0"N`);
  });

  it('round-trips: a formatted point parses back to itself', () => {
    const point = { lat: 43.5855, lng: 39.7231 };
    const back = parseLatLng(formatLatLng(point, 'dms'));
    expect(back.lat).toBeCloseTo(point.lat, 4);
    expect(back.lng).toBeCloseTo(point.lng, 4);
    expect(parseLatLng(formatLatLng(point, 'decimal'))).toEqual(point);
  });
});
