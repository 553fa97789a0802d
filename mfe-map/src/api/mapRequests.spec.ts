import { serializeQuery } from '@nebo/shared-ui';
import { crossingsBody, crossingsQuery, layerObjectPath, layerObjectsQuery, normalizeExtent, sunriseQuery } from './mapRequests';

describe('layer objects query', () => {
  it('sends the box as minLng,minLat,maxLng,maxLat, a whole zoom, repeated layers and the altitude filter', () => {
    const query = layerObjectsQuery({
      extent: [37.3, 55.55, 37.9, 55.95],
      zoom: 10.7,
      layers: ['RESTRICTED_ZONES', 'AIRPORTS'],
      altitude: { mode: 'UP_TO_VALUE', valueM: 150 },
    });
    expect(serializeQuery(query)).toBe(
      'zoomLevel=10&boundingBox=37.3%2C55.55%2C37.9%2C55.95&layers=RESTRICTED_ZONES&layers=AIRPORTS&altitudeFilterMode=UP_TO_VALUE&altitudeFilterValue=150',
    );
  });

  it('leaves the altitude filter out when there is none', () => {
    const query = layerObjectsQuery({ extent: [0, 0, 1, 1], zoom: 3, layers: ['AIRPORTS'], altitude: null });
    expect(query).not.toHaveProperty('altitudeFilterMode');
    expect(query).not.toHaveProperty('altitudeFilterValue');
  });

  it('clamps a view that leaves the world, and takes a wrapped view as the whole world', () => {
    expect(normalizeExtent([-200, -95, 10, 95])).toEqual([-180, -90, 10, 90]);
    expect(normalizeExtent([-300, 10, 200, 20])).toEqual([-180, 10, 180, 20]);
    expect(normalizeExtent([37.123456789, 55.1, 38, 56])).toEqual([37.12346, 55.1, 38, 56]);
  });
});

describe('other map calls', () => {
  it('escapes the object id and layer in the path', () => {
    expect(layerObjectPath('a/b c', 'AIRPORTS')).toBe('/public/map/layers/a%2Fb%20c/objects/AIRPORTS');
  });

  it('asks for sunrise within Russia on a date', () => {
    expect(serializeQuery(sunriseQuery({ lat: 55.7558123456, lng: 37.6173 }, '2026-06-21'))).toBe(
      'date=2026-06-21&lat=55.75581&lng=37.6173&within-ru=true',
    );
  });

  it('asks for the spec’s aerodrome and authority types and sends the geometry unchanged', () => {
    expect(serializeQuery(crossingsQuery())).toBe(
      'aerodromesTypeCodes=AIRPORT&aerodromesTypeCodes=HELIPAD&crossedAuthorityTypeCodes=ZONAL_CENTER&crossedAuthorityTypeCodes=LOCAL_GOVERNMENT',
    );
    const geometry = {
      type: 'POLYLINE' as const,
      points: [
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ],
      width: 100,
    };
    expect(crossingsBody(geometry)).toEqual({ geometry });
  });
});
