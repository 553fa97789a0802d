import { toMercator, unionExtent } from '@nebo/shared-ui';
import { drawingOf } from './geometry';

describe('geometries in the map projection', () => {
  it('projects WGS 84 to Web Mercator as OpenLayers does', () => {
    const [x, y] = toMercator({ lat: 55.75, lng: 37.62 });
    expect(x).toBeCloseTo(4187839.2436, 3);
    expect(y).toBeCloseTo(7508807.8513, 3);
  });

  it('reads the flight’s route as mfe-map’s GeoShape', () => {
    const circle = drawingOf({ type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 700 });
    expect(circle?.circles).toHaveLength(1);
    const corridor = drawingOf({
      type: 'POLYLINE',
      points: [
        { lat: 55.6, lng: 37.3 },
        { lat: 55.65, lng: 37.5 },
      ],
      width: 400,
    });
    expect(corridor?.corridors[0].path).toHaveLength(2);
    const polygon = drawingOf({
      type: 'POLYGON',
      points: [
        { lat: 55.8, lng: 37.5 },
        { lat: 55.85, lng: 37.55 },
        { lat: 55.82, lng: 37.65 },
      ],
    });
    expect(polygon?.rings).toHaveLength(1);
  });

  it('reads the area and the crossing as GeoJSON ([lng, lat]), features and collections included', () => {
    const area = drawingOf({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [37, 55],
            [38, 55],
            [38, 56],
            [37, 55],
          ],
          [
            [37.4, 55.4],
            [37.6, 55.4],
            [37.6, 55.6],
            [37.4, 55.4],
          ],
        ],
      ],
    });
    expect(area?.rings).toHaveLength(2);
    expect(area?.extent?.[0]).toBeCloseTo(toMercator({ lat: 55, lng: 37 })[0], 3);
    const parts = drawingOf({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [37.1, 55.1],
              [37.2, 55.2],
            ],
          },
        },
        { type: 'Feature', geometry: { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [37.3, 55.3] }] } },
      ],
    });
    expect(parts?.lines).toHaveLength(1);
    expect(parts?.points).toHaveLength(1);
  });

  it('cuts the holes of a GeoShape out of its fill', () => {
    const ring = [
      { lat: 55, lng: 37 },
      { lat: 55, lng: 38 },
      { lat: 56, lng: 38 },
    ];
    const hole = [
      { lat: 55.2, lng: 37.5 },
      { lat: 55.2, lng: 37.7 },
      { lat: 55.4, lng: 37.7 },
    ];
    expect(drawingOf({ type: 'POLYGON', points: ring, holes: [hole] })?.rings).toHaveLength(2);
    expect(drawingOf({ type: 'MULTIPOLYGON', points: [ring, ring], holes: [[hole], []] })?.rings).toHaveLength(3);
  });

  it('leaves anything unreadable off the map', () => {
    expect(drawingOf(null)).toBeNull();
    expect(drawingOf({ type: 'Polygon', coordinates: 'nope' })).toBeNull();
    expect(drawingOf({ type: 'MARKER', points: [{ lat: 'x' }] })).toBeNull();
    expect(unionExtent([null, [0, 0, 1, 1], [-1, 2, 0, 3]])).toEqual([-1, 0, 1, 3]);
    expect(unionExtent([null])).toBeNull();
  });
});
