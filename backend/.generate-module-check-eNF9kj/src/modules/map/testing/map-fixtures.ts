import type { DataSource } from 'typeorm';
import type { MapObjectDraft } from '../geometry/prepared-object';
import { prepareMapObject } from '../geometry/prepared-object';
import { sameText } from '../i18n/map-locale';
import { MapObjectsRepository } from '../repositories/map-objects.repository';

/**
 * Known geometry for the map's integration tests, east of Moscow's centre. The test route is a polyline
 * along latitude 55.71 from longitude 37.52 to 37.65 (100 m wide): it crosses exactly the restricted zone
 * A and the danger zone B, the municipality M1, the zonal centre, and the control zone of UUTT; it misses
 * zone C, municipality M2 and the aerodrome UUFR.
 */
export const ROUTE = {
  type: 'POLYLINE',
  width: 100,
  points: [
    { lat: 55.71, lng: 37.52, role: 'START' },
    { lat: 55.71, lng: 37.65, role: 'FINISH' },
  ],
};

const ring = (minLng: number, minLat: number, maxLng: number, maxLat: number) => [
  { lat: minLat, lng: minLng },
  { lat: minLat, lng: maxLng },
  { lat: maxLat, lng: maxLng },
  { lat: maxLat, lng: minLng },
];

const base = { dataset: 'test', source: { ru: 'тестовые данные', en: 'integration test fixture' }, generated: false };

export const FIXTURES: MapObjectDraft[] = [
  {
    ...base,
    layer: 'RESTRICTED_ZONES',
    externalId: 'ZONE-A',
    name: sameText('Zone A'),
    kind: 'SR',
    shape: { type: 'POLYGON', points: ring(37.5, 55.7, 37.55, 55.72) },
    lowerLimitM: 0,
    upperLimitM: 150,
    properties: { code: 'SR', lowerLimit: 0, upperLimit: 150, altitudeUnit: 'M' },
  },
  {
    ...base,
    layer: 'DANGER_ZONES',
    externalId: 'ZONE-B',
    name: sameText('Zone B'),
    kind: 'CCCM',
    shape: { type: 'CIRCLE', points: [{ lat: 55.71, lng: 37.62 }], radius: 1000 },
    lowerLimitM: 100,
    upperLimitM: 500,
    properties: { code: 'CCCM', lowerLimit: 100, upperLimit: 500, altitudeUnit: 'M' },
  },
  {
    ...base,
    layer: 'TEMPORARY_ZONES',
    externalId: 'ZONE-C',
    name: sameText('Zone C'),
    kind: 'FCCV',
    shape: { type: 'POLYGON', points: ring(37.7, 55.7, 37.75, 55.72) },
    lowerLimitM: 0,
    upperLimitM: 1000,
    properties: { code: 'FCCV', lowerLimit: 0, upperLimit: 1000, altitudeUnit: 'M' },
  },
  {
    ...base,
    layer: 'BOUNDARIES',
    externalId: 'geonames:1001',
    name: sameText('Municipality M1'),
    kind: 'MUNICIPALITY',
    shape: { type: 'CIRCLE', points: [{ lat: 55.71, lng: 37.58 }], radius: 3000 },
    properties: { kind: 'MUNICIPALITY', authorityType: 'LOCAL_GOVERNMENT', population: 50_000 },
    generated: true,
  },
  {
    ...base,
    layer: 'BOUNDARIES',
    externalId: 'geonames:1002',
    name: sameText('Municipality M2'),
    kind: 'MUNICIPALITY',
    shape: { type: 'CIRCLE', points: [{ lat: 55.9, lng: 37.6 }], radius: 3000 },
    properties: { kind: 'MUNICIPALITY', authorityType: 'LOCAL_GOVERNMENT', population: 20_000 },
    generated: true,
  },
  {
    ...base,
    layer: 'BOUNDARIES',
    externalId: 'RU-TEST',
    name: sameText('Test region'),
    kind: 'REGION',
    shape: { type: 'POLYGON', points: ring(37, 55.5, 38, 56) },
    properties: { kind: 'REGION', code: 'RU-TEST' },
  },
  {
    ...base,
    layer: 'ZONAL_CENTERS',
    externalId: 'ZC-TEST',
    name: { ru: 'Тестовый зональный центр', en: 'Test zonal centre' },
    kind: 'ZONAL_CENTER',
    // A wiggly outline of 4,000 vertices: large enough to be simplified and cut to small views.
    shape: {
      type: 'POLYGON',
      points: Array.from({ length: 4000 }, (_, i) => {
        const angle = (2 * Math.PI * i) / 4000;
        const r = 0.6 * (1 + 0.01 * Math.sin(angle * 300));
        return { lat: 55.75 + r * Math.sin(angle) * 0.6, lng: 37.6 + r * Math.cos(angle) };
      }),
    },
    properties: { authorityType: 'ZONAL_CENTER' },
    generated: true,
  },
  {
    ...base,
    layer: 'AIRPORTS',
    externalId: 'UUTT',
    name: sameText('Test airport'),
    kind: 'AIRPORT',
    shape: { type: 'MARKER', points: [{ lat: 55.72, lng: 37.66 }] },
    properties: { landingSiteType: 'AIRPORT', icao: 'UUTT' },
    minZoom: 3,
  },
  {
    ...base,
    layer: 'CONTROL_AREAS',
    externalId: 'UUTT',
    name: sameText('Test airport — control zone'),
    kind: 'AIRPORT',
    shape: { type: 'CIRCLE', points: [{ lat: 55.72, lng: 37.66 }], radius: 2000 },
    lowerLimitM: 0,
    upperLimitM: 1200,
    properties: { aerodrome: 'UUTT', landingSiteType: 'AIRPORT', lowerLimit: 0, upperLimit: 1200, altitudeUnit: 'M' },
    generated: true,
  },
  {
    ...base,
    layer: 'AIRPORTS',
    externalId: 'UUFR',
    name: sameText('Far airfield'),
    kind: 'LANDING',
    shape: { type: 'MARKER', points: [{ lat: 55.95, lng: 37.3 }] },
    properties: { landingSiteType: 'LANDING', icao: 'UUFR' },
  },
  {
    ...base,
    layer: 'CONTROL_AREAS',
    externalId: 'UUFR',
    name: sameText('Far airfield — control zone'),
    kind: 'LANDING',
    shape: { type: 'CIRCLE', points: [{ lat: 55.95, lng: 37.3 }], radius: 5000 },
    lowerLimitM: 0,
    upperLimitM: 450,
    properties: { aerodrome: 'UUFR', landingSiteType: 'LANDING' },
    generated: true,
  },
  {
    ...base,
    layer: 'AIRPORTS',
    externalId: 'UULS',
    name: sameText('Landing site on the route'),
    kind: 'LANDING',
    shape: { type: 'MARKER', points: [{ lat: 55.7101, lng: 37.56 }] },
    properties: { landingSiteType: 'LANDING' },
  },
];

/** Empties the map tables and loads the fixtures; returns their ids by external id. */
export async function loadFixtures(dataSource: DataSource): Promise<Map<string, string>> {
  await dataSource.query('DELETE FROM map_objects');
  await dataSource.query('DELETE FROM map_datasets');
  await new MapObjectsRepository(dataSource).upsert(FIXTURES.map(prepareMapObject));
  const rows: Array<{ id: string; layer: string; external_id: string }> = await dataSource.query(
    'SELECT id, layer, external_id FROM map_objects',
  );
  return new Map(rows.map((r) => [`${r.layer}/${r.external_id}`, r.id]));
}
