import {
  describeContact,
  describeRoute,
  formatAltitudeBand,
  formatDateTime,
  formatInterval,
  formatMetres,
  formatPhone,
  formatPoint,
} from './format';

describe('print formats', () => {
  it('dates DD.MM.YYYY HH:mm in UTC or Moscow time, across midnight and the year', () => {
    const instant = new Date('2026-12-31T22:30:00Z');
    expect(formatDateTime(instant, 'UTC')).toBe('31.12.2026 22:30');
    expect(formatDateTime(instant, 'LOCAL')).toBe('01.01.2027 01:30');
    expect(formatInterval({ start: instant, finish: new Date('2027-01-01T01:00:00Z') }, 'LOCAL')).toBe(
      '01.01.2027 01:30 – 01.01.2027 04:00 МСК (31.12.2026 22:30 – 01.01.2027 01:00 UTC)',
    );
  });

  it('coordinates in degrees and minutes to a tenth, rounding into the degree, hemispheres named', () => {
    expect(formatPoint({ lat: 55.15, lng: 37.6167 })).toBe('55°09,0′ с. ш. 037°37,0′ в. д.');
    expect(formatPoint({ lat: 55.99999, lng: 37.15 })).toBe('56°00,0′ с. ш. 037°09,0′ в. д.');
    expect(formatPoint({ lat: 66.1667, lng: -169.8167 })).toBe('66°10,0′ с. ш. 169°49,0′ з. д.');
  });

  it('altitudes, metres, phones and contacts', () => {
    expect(formatAltitudeBand(0, 150)).toBe('от 0 до 150 м');
    expect(formatAltitudeBand(null, 1500)).toBe('до 1 500 м');
    expect(formatAltitudeBand(100, null)).toBe('от 100 м');
    expect(formatAltitudeBand(null, null)).toBe('не указано');
    expect(formatMetres(12345.6)).toBe('12 346 м');
    expect(formatPhone('79161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('12-34')).toBe('12-34');
    expect(describeContact({ fullName: 'Иванов Иван', phone: null })).toBe('Иванов Иван');
    expect(describeContact(null)).toBe('не указано');
  });

  it('routes in words', () => {
    expect(describeRoute({ type: 'MARKER', points: [{ lat: 55, lng: 37 }] })).toBe('точка 55°00,0′ с. ш. 037°00,0′ в. д.');
    expect(
      describeRoute({
        type: 'MULTIPOLYGON',
        points: [
          [
            { lat: 55, lng: 37 },
            { lat: 55.1, lng: 37 },
            { lat: 55, lng: 37.1 },
          ],
          [
            { lat: 56, lng: 37 },
            { lat: 56.1, lng: 37 },
            { lat: 56, lng: 37.1 },
          ],
        ],
      }),
    ).toBe(
      'многоугольник 1, вершины:\n1) 55°00,0′ с. ш. 037°00,0′ в. д.;\n2) 55°06,0′ с. ш. 037°00,0′ в. д.;\n3) 55°00,0′ с. ш. 037°06,0′ в. д.\n' +
        'многоугольник 2, вершины:\n1) 56°00,0′ с. ш. 037°00,0′ в. д.;\n2) 56°06,0′ с. ш. 037°00,0′ в. д.;\n3) 56°00,0′ с. ш. 037°06,0′ в. д.',
    );
    expect(describeRoute(null)).toBe('не указано');
  });
});
