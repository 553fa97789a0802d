import { union } from '@turf/union';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { MapObjectDraft } from '../../geometry/prepared-object';
import { geometryToGeoShape } from '../../geometry/geo-shape';
import { REGIONS_ATTRIBUTION, RegionRecord } from '../sources/regions.source';
import { compact } from './aerodrome-objects';

export const REGIONS_DATASET = 'seed:regions';

/** A zonal centre of the Unified Air Traffic Management System and the city it works from. */
export interface ZonalCenter {
  code: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
}

/**
 * The zonal centres (ЗЦ ЕС ОрВД). Their real areas of responsibility follow flight-information-region
 * boundaries that no npm package ships, so each federal subject is attached to the nearest centre and a
 * centre's area is the union of its subjects — generated, and marked so, until official data is imported.
 */
export const ZONAL_CENTERS: readonly ZonalCenter[] = [
  { code: 'ZC-MOSCOW', name: 'Московский зональный центр ЕС ОрВД', city: 'Москва', lat: 55.7558, lng: 37.6173 },
  { code: 'ZC-SAINT-PETERSBURG', name: 'Санкт-Петербургский зональный центр ЕС ОрВД', city: 'Санкт-Петербург', lat: 59.9343, lng: 30.3351 },
  { code: 'ZC-KALININGRAD', name: 'Калининградский зональный центр ЕС ОрВД', city: 'Калининград', lat: 54.7104, lng: 20.4522 },
  { code: 'ZC-ROSTOV', name: 'Ростовский зональный центр ЕС ОрВД', city: 'Ростов-на-Дону', lat: 47.2357, lng: 39.7015 },
  { code: 'ZC-SAMARA', name: 'Самарский зональный центр ЕС ОрВД', city: 'Самара', lat: 53.1959, lng: 50.1002 },
  { code: 'ZC-YEKATERINBURG', name: 'Екатеринбургский зональный центр ЕС ОрВД', city: 'Екатеринбург', lat: 56.8389, lng: 60.6057 },
  { code: 'ZC-TYUMEN', name: 'Тюменский зональный центр ЕС ОрВД', city: 'Тюмень', lat: 57.1522, lng: 65.5272 },
  { code: 'ZC-NOVOSIBIRSK', name: 'Новосибирский зональный центр ЕС ОрВД', city: 'Новосибирск', lat: 55.0084, lng: 82.9357 },
  { code: 'ZC-KRASNOYARSK', name: 'Красноярский зональный центр ЕС ОрВД', city: 'Красноярск', lat: 56.0153, lng: 92.8932 },
  { code: 'ZC-IRKUTSK', name: 'Иркутский зональный центр ЕС ОрВД', city: 'Иркутск', lat: 52.287, lng: 104.305 },
  { code: 'ZC-YAKUTSK', name: 'Якутский зональный центр ЕС ОрВД', city: 'Якутск', lat: 62.0355, lng: 129.6755 },
  { code: 'ZC-KHABAROVSK', name: 'Хабаровский зональный центр ЕС ОрВД', city: 'Хабаровск', lat: 48.4827, lng: 135.0838 },
  { code: 'ZC-MAGADAN', name: 'Магаданский зональный центр ЕС ОрВД', city: 'Магадан', lat: 59.5682, lng: 150.8085 },
];

const GENERATED_SOURCE = 'generated: union of the federal subjects nearest to the zonal centre (Natural Earth admin-1)';

/** Great-circle distance in kilometres (haversine), enough to pick the nearest centre. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Subjects whose label point lies nearer another centre than the one in their own capital: Khabarovsk Krai
 * stretches far north, but Khabarovsk is its capital.
 */
const ATTACHED_TO: Record<string, string> = { 'RU-KHA': 'ZC-KHABAROVSK' };

export function nearestZonalCenter(region: Pick<RegionRecord, 'code' | 'labelLat' | 'labelLng'>): ZonalCenter {
  const attached = ZONAL_CENTERS.find((center) => center.code === ATTACHED_TO[region.code]);
  if (attached) return attached;
  let best = ZONAL_CENTERS[0];
  let bestDistance = Infinity;
  for (const center of ZONAL_CENTERS) {
    const distance = distanceKm(region.labelLat, region.labelLng, center.lat, center.lng);
    if (distance < bestDistance) {
      best = center;
      bestDistance = distance;
    }
  }
  return best;
}

/** Each subject as a BOUNDARIES object (real data), naming the zonal centre it was attached to. */
export function regionObject(region: RegionRecord): MapObjectDraft {
  const center = nearestZonalCenter(region);
  return {
    layer: 'BOUNDARIES',
    externalId: region.code,
    name: region.nameRu,
    kind: 'REGION',
    shape: geometryToGeoShape(region.geometry),
    properties: compact({ kind: 'REGION', code: region.code, nameEn: region.nameEn, zonalCenter: center.code }),
    dataset: REGIONS_DATASET,
    source: REGIONS_ATTRIBUTION,
    generated: false,
  };
}

/** The area of each zonal centre: the union of its subjects (a few seconds for the whole country). */
export function zonalCenterObjects(regions: readonly RegionRecord[]): MapObjectDraft[] {
  const byCenter = new Map<string, RegionRecord[]>();
  for (const region of regions) {
    const center = nearestZonalCenter(region);
    byCenter.set(center.code, [...(byCenter.get(center.code) ?? []), region]);
  }
  const objects: MapObjectDraft[] = [];
  for (const center of ZONAL_CENTERS) {
    const members = byCenter.get(center.code);
    if (!members?.length) continue;
    const features: Array<Feature<Polygon | MultiPolygon>> = members.map((r) => ({ type: 'Feature', properties: {}, geometry: r.geometry }));
    const area = features.length === 1 ? features[0] : union({ type: 'FeatureCollection', features });
    if (!area) continue;
    objects.push({
      layer: 'ZONAL_CENTERS',
      externalId: center.code,
      name: center.name,
      kind: 'ZONAL_CENTER',
      shape: geometryToGeoShape(area.geometry),
      properties: { authorityType: 'ZONAL_CENTER', city: center.city, regions: members.map((r) => r.code) },
      dataset: REGIONS_DATASET,
      source: GENERATED_SOURCE,
      generated: true,
    });
  }
  return objects;
}
