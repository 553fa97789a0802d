import { parseEd269Zones } from './ed269-zones.parser';
import { parseGeoJsonZones } from './geojson-zones.parser';
import { ImportParseResult, describeProblem } from './import-types';

const options = { defaultLayer: 'RESTRICTED_ZONES' as const, fileName: 'zones.json' };
const square = [
  [
    [37.5, 55.7],
    [37.55, 55.7],
    [37.55, 55.72],
    [37.5, 55.72],
    [37.5, 55.7],
  ],
];

function problems(result: ImportParseResult): string[] {
  if (result.ok) throw new Error('expected the file to be refused');
  return result.problems.map(describeProblem);
}

function drafts(result: ImportParseResult) {
  if (!result.ok) throw new Error(result.problems.map(describeProblem).join('\n'));
  return result.drafts;
}

describe('parseGeoJsonZones', () => {
  const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features }, null, 2);

  it('reads polygons and circles with their altitude band, in feet or metres', () => {
    const text = collection([
      {
        type: 'Feature',
        id: 'UUR-1',
        properties: {
          name: 'Кремль',
          nameEn: 'Kremlin',
          code: 'SR',
          lowerLimit: 0,
          upperLimit: 1000,
          altitudeUnit: 'FT',
          layer: 'restricted_zones',
        },
        geometry: { type: 'Polygon', coordinates: square },
      },
      {
        type: 'Feature',
        properties: {
          identifier: 'TMP-7',
          name: 'Air show',
          radius: 2000,
          layer: 'TEMPORARY_ZONES',
          validFrom: '2026-07-01T08:00:00Z',
          validTo: '2026-07-01T18:00:00Z',
        },
        geometry: { type: 'Point', coordinates: [37.6, 55.75] },
      },
    ]);
    const [kremlin, show] = drafts(parseGeoJsonZones(text, options));
    expect(kremlin).toMatchObject({ layer: 'RESTRICTED_ZONES', externalId: 'UUR-1', kind: 'SR', lowerLimitM: 0, upperLimitM: 304.8 });
    expect(kremlin.properties).toEqual({ code: 'SR', lowerLimit: 0, upperLimit: 1000, altitudeUnit: 'FT' });
    expect(kremlin.shape.type).toBe('POLYGON');
    expect(show).toMatchObject({ layer: 'TEMPORARY_ZONES', shape: { type: 'CIRCLE', radius: 2000 } });
    // The name is Russian; an English one is optional and the Russian one stands in for it.
    expect(kremlin.name).toEqual({ ru: 'Кремль', en: 'Kremlin' });
    expect(show.name).toEqual({ ru: 'Air show', en: 'Air show' });
    expect(kremlin.source).toEqual({ ru: `импорт: ${options.fileName} (GeoJSON)`, en: `import: ${options.fileName} (GeoJSON)` });
    expect(show.validTo?.toISOString()).toBe('2026-07-01T18:00:00.000Z');
  });

  it('refuses the whole file, naming line and feature of every problem', () => {
    const text = collection([
      { type: 'Feature', id: 'OK-1', properties: { name: 'Fine' }, geometry: { type: 'Polygon', coordinates: square } },
      {
        type: 'Feature',
        id: 'BAD-1',
        properties: { name: 'Bow tie' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 1],
              [1, 0],
              [0, 1],
              [0, 0],
            ],
          ],
        },
      },
      { type: 'Feature', id: 'BAD-2', properties: { name: 'Open', radius: -5 }, geometry: { type: 'Point', coordinates: [37, 55] } },
      {
        type: 'Feature',
        id: 'BAD-3',
        properties: { name: 'Band', lowerLimit: 500, upperLimit: 100 },
        geometry: { type: 'Polygon', coordinates: square },
      },
      { type: 'Feature', properties: { name: 'Nameless id' }, geometry: { type: 'Polygon', coordinates: square } },
      {
        type: 'Feature',
        id: 'BAD-5',
        properties: { name: 'Text', code: 'XX' },
        geometry: { type: 'Polygon', coordinates: [[['37.5', 55.7]]] },
      },
    ]);
    const found = problems(parseGeoJsonZones(text, options));
    expect(found).toHaveLength(5);
    expect(found[0]).toMatch(/^line \d+, feature 2, "BAD-1": coordinates: outer ring crosses itself near lat 0\.500000, lng 0\.500000$/);
    expect(found[1]).toContain('feature 3, "BAD-2": circle radius must be greater than 0 (got -5)');
    expect(found[2]).toContain('feature 4, "BAD-3": lowerLimit 500 is above upperLimit 100');
    expect(found[3]).toContain('feature 5: has no identifier');
    expect(found[4]).toContain('feature 6, "BAD-5": code must be one of CCCM, SR, SS, FCCV');
    // The reported line is where that feature starts in the file.
    const line = Number(/^line (\d+)/.exec(found[0])?.[1]);
    expect(text.split('\n')[line - 1]).toContain('{');
    expect(
      text
        .split('\n')
        .slice(line - 1, line + 3)
        .join('\n'),
    ).toContain('"type": "Feature"');
  });

  it('reports broken JSON with its line and refuses files that are not collections', () => {
    expect(problems(parseGeoJsonZones('{\n "type": "FeatureCollection",\n "features": [,]\n}', options))[0]).toMatch(
      /^line 3: not valid JSON/,
    );
    expect(problems(parseGeoJsonZones('[1, 2]', options))).toEqual(['the file must be a GeoJSON FeatureCollection (or one Feature)']);
    expect(problems(parseGeoJsonZones(collection([]), options))).toEqual(['the FeatureCollection has no features']);
  });

  it('refuses an English name that is not text', () => {
    const text = collection([
      { type: 'Feature', id: 'EN-1', properties: { name: 'Зона', nameEn: 42 }, geometry: { type: 'Polygon', coordinates: square } },
    ]);
    expect(problems(parseGeoJsonZones(text, options))[0]).toContain('feature 1, "EN-1": nameEn must be text');
  });

  it('refuses an identifier used twice', () => {
    const feature = { type: 'Feature', id: 'DUP', properties: { name: 'Twice' }, geometry: { type: 'Polygon', coordinates: square } };
    expect(problems(parseGeoJsonZones(collection([feature, feature]), options))[0]).toContain('appears twice');
  });
});

describe('parseEd269Zones', () => {
  const zone = (overrides: Record<string, unknown>) => ({
    identifier: 'RU0001',
    country: 'RUS',
    name: 'Moscow prohibited area',
    type: 'COMMON',
    restriction: 'PROHIBITED',
    reason: ['SENSITIVE'],
    zoneAuthority: [{ name: 'Московский ЗЦ ЕС ОрВД', purpose: 'AUTHORIZATION', email: 'zc@example.ru' }],
    applicability: [{ permanent: 'YES' }],
    geometry: [
      {
        uomDimensions: 'M',
        lowerLimit: 0,
        lowerVerticalReference: 'AGL',
        upperLimit: 300,
        upperVerticalReference: 'AGL',
        horizontalProjection: { type: 'Polygon', coordinates: square },
      },
    ],
    ...overrides,
  });

  it('maps restrictions and applicability to layers, and volumes to objects', () => {
    const text = JSON.stringify({
      title: 'Zones',
      features: [
        zone({}),
        zone({ identifier: 'RU0002', restriction: 'CONDITIONAL', extendedProperties: { zoneCode: 'CCCM' } }),
        zone({
          identifier: 'RU0003',
          applicability: [{ permanent: 'NO', startDateTime: '2026-05-09T06:00:00Z', endDateTime: '2026-05-09T14:00:00Z' }],
          geometry: [
            {
              uomDimensions: 'FT',
              lowerLimit: 0,
              upperLimit: 500,
              horizontalProjection: { type: 'Circle', center: [37.62, 55.75], radius: 3000 },
            },
            {
              uomDimensions: 'FT',
              lowerLimit: 500,
              upperLimit: 2000,
              horizontalProjection: { type: 'Circle', center: [37.62, 55.75], radius: 6000 },
            },
          ],
        }),
      ],
    });
    const result = drafts(parseEd269Zones(text, options));
    expect(result.map((d) => [d.externalId, d.layer])).toEqual([
      ['RU0001', 'RESTRICTED_ZONES'],
      ['RU0002', 'DANGER_ZONES'],
      ['RU0003#1', 'TEMPORARY_ZONES'],
      ['RU0003#2', 'TEMPORARY_ZONES'],
    ]);
    expect(result[0].properties).toMatchObject({
      restriction: 'PROHIBITED',
      authority: 'Московский ЗЦ ЕС ОрВД',
      lowerVerticalReference: 'AGL',
    });
    expect(result[1]).toMatchObject({ kind: 'CCCM', properties: { code: 'CCCM' } });
    expect(result[3]).toMatchObject({ lowerLimitM: 152.4, upperLimitM: 609.6, shape: { type: 'CIRCLE', radius: 6000 } });
    expect(result[2].validFrom?.toISOString()).toBe('2026-05-09T06:00:00.000Z');
  });

  it('refuses unknown restrictions, bad units and missing projections, by feature', () => {
    const text = JSON.stringify({
      features: [
        zone({ restriction: 'MAYBE' }),
        zone({
          identifier: 'RU0005',
          geometry: [{ uomDimensions: 'KM', lowerLimit: 0, upperLimit: 1, horizontalProjection: { type: 'Polygon', coordinates: square } }],
        }),
        zone({ identifier: 'RU0006', geometry: [{ uomDimensions: 'M', lowerLimit: 0, upperLimit: 1 }] }),
      ],
    });
    const found = problems(parseEd269Zones(text, options));
    expect(found[0]).toContain('feature 1, "RU0001": restriction must be one of PROHIBITED');
    expect(found[1]).toContain('feature 2, "RU0005": altitude unit must be one of M, FT');
    expect(found[2]).toContain('feature 3, "RU0006": has no horizontalProjection');
  });
});
