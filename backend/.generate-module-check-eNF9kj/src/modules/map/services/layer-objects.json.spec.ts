import { LayerObjectsJsonWriter, propertiesJson } from './layer-objects.json';

describe('layer objects as JSON text', () => {
  const row = {
    id: '8f670588-15cd-4ce1-adeb-357bf7cd3911',
    layer: 'RESTRICTED_ZONES' as const,
    name: 'Зона "Б" \\ 2\n(test)',
    active: true,
    // As PostgreSQL prints jsonb: spaces after separators, keys by length.
    properties_json: '{"code": "SR", "note": "</script>, \\"quoted\\"", "lowerLimit": 0, "upperLimit": 150}',
    generated: true,
  };
  const shape = { type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.6 }], radius: 1000 };

  const answer = (rows: Array<typeof row>, truncated = false) => {
    const writer = new LayerObjectsJsonWriter();
    for (const r of rows) writer.add(r, JSON.stringify(shape));
    return writer.finish({ truncated, zoomBand: 2 });
  };

  it('writes each object as the LayerObjectDto, the stored shape text inside it as it is', () => {
    const text = answer([row]);
    const { data } = JSON.parse(text);
    expect(data).toEqual([
      {
        id: row.id,
        layer: 'RESTRICTED_ZONES',
        name: 'Зона "Б" \\ 2\n(test)',
        active: true,
        geoShape: shape,
        properties: { code: 'SR', note: '</script>, "quoted"', lowerLimit: 0, upperLimit: 150, generated: true },
      },
    ]);
    expect(text).toContain(`"geoShape":${JSON.stringify(shape)},`);
    // The keys of the DTO in its order (as the OpenAPI document lists them).
    expect(Object.keys(data[0])).toEqual(['id', 'layer', 'name', 'active', 'geoShape', 'properties']);
  });

  it('wraps the objects with the meta, counting them', () => {
    const parsed = JSON.parse(answer([row, { ...row, active: false }], true));
    expect(parsed.data.map((o: { active: boolean }) => o.active)).toEqual([true, false]);
    expect(parsed.meta).toEqual({ totalCount: 2, truncated: true, zoomBand: 2 });
    expect(JSON.parse(answer([]))).toEqual({ data: [], meta: { totalCount: 0, truncated: false, zoomBand: 2 } });
  });

  it('writes active as a boolean even for a missing value', () => {
    expect(JSON.parse(answer([{ ...row, active: null as unknown as boolean }])).data[0].active).toBe(false);
  });

  describe('propertiesJson', () => {
    it('appends the generated flag to the stored text', () => {
      expect(propertiesJson('{"code": "SR"}', false)).toBe('{"code": "SR","generated":false}');
      expect(propertiesJson('{}', true)).toBe('{"generated":true}');
    });

    it('sets the flag from the row over a stored one, and copes with text it does not expect', () => {
      expect(JSON.parse(propertiesJson('{"generated": true, "code": "SR"}', false))).toEqual({ generated: false, code: 'SR' });
      expect(JSON.parse(propertiesJson('{"note": "not \\"generated\\""}', true))).toEqual({ note: 'not "generated"', generated: true });
      expect(JSON.parse(propertiesJson(' { } ', true))).toEqual({ generated: true });
    });
  });
});
