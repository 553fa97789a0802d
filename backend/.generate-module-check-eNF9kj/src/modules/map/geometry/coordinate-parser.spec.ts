import { CoordinateParseError, parseCoordinate } from './coordinate-parser';

describe('parseCoordinate', () => {
  it.each([
    ['55.7558', 'lat', 55.7558],
    ['55,7558', 'lat', 55.7558],
    ['-37.6173', 'lng', -37.6173],
    ['+37.6173', 'lng', 37.6173],
    ['37.6173°', 'lng', 37.6173],
    ['55.7558 N', 'lat', 55.7558],
    ['S 33.9', 'lat', -33.9],
    ['70.5W', 'lng', -70.5],
    ['37,6 В', 'lng', 37.6],
    ['0', 'lat', 0],
  ] as const)('reads the decimal %s as %s %d', (text, axis, expected) => {
    expect(parseCoordinate(text, axis)).toBeCloseTo(expected, 9);
  });

  it.each([
    [`55°45'21"N`, 'lat', 55 + 45 / 60 + 21 / 3600],
    [`55° 45' 21.5" N`, 'lat', 55 + 45 / 60 + 21.5 / 3600],
    ['55 45 21', 'lat', 55 + 45 / 60 + 21 / 3600],
    ['55°45′21″ с.ш.', 'lat', 55 + 45 / 60 + 21 / 3600],
    ['37°37′03″ в. д.', 'lng', 37 + 37 / 60 + 3 / 3600],
    [`N55°45.35'`, 'lat', 55 + 45.35 / 60],
    [`33°52'08"S`, 'lat', -(33 + 52 / 60 + 8 / 3600)],
    [`70°40'W`, 'lng', -(70 + 40 / 60)],
    [`-70°40'`, 'lng', -(70 + 40 / 60)],
    [`177°30'00"E`, 'lng', 177.5],
  ] as const)('reads the degrees-minutes-seconds %s', (text, axis, expected) => {
    expect(parseCoordinate(text, axis)).toBeCloseTo(expected, 9);
  });

  it('passes JSON numbers through after a range check', () => {
    expect(parseCoordinate(12.5, 'lat')).toBe(12.5);
    expect(() => parseCoordinate(91, 'lat')).toThrow('latitude must be between -90 and 90');
    expect(() => parseCoordinate(Number.NaN, 'lng')).toThrow('longitude must be a finite number');
  });

  it.each([
    ['abc', 'lat', 'is not a coordinate'],
    ['', 'lat', 'is empty'],
    ['55.7.1', 'lat', 'is not a coordinate'],
    ['95.1', 'lat', 'between -90 and 90'],
    ['181', 'lng', 'between -180 and 180'],
    [`55°61'00"N`, 'lat', 'minutes must be below 60'],
    [`55°45'60"N`, 'lat', 'seconds must be below 60'],
    ['55.7 E', 'lat', 'E is not a hemisphere of a latitude'],
    ['-33.9 S', 'lat', 'both a minus sign and a S hemisphere'],
    ['1'.repeat(100), 'lat', 'too long'],
    ['Infinity', 'lat', 'is not a coordinate'],
    // The reason quotes the text as sent, not what is left once a hemisphere letter is taken off.
    ['north', 'lat', 'latitude "north" is not a coordinate'],
    [' 55.7.1 N ', 'lat', 'latitude "55.7.1 N" is not a coordinate'],
  ] as const)('refuses %j with a reason', (text, axis, reason) => {
    expect(() => parseCoordinate(text, axis)).toThrow(CoordinateParseError);
    expect(() => parseCoordinate(text, axis)).toThrow(reason);
  });

  it('refuses values that are neither numbers nor text', () => {
    expect(() => parseCoordinate(['55'], 'lat')).toThrow('latitude must be a number or a coordinate text');
    expect(() => parseCoordinate(undefined, 'lng')).toThrow(CoordinateParseError);
  });
});
