import { union } from '@turf/union';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { MapObjectDraft } from '../../geometry/prepared-object';
import { geometryToGeoShape } from '../../geometry/geo-shape';
import { distanceKm } from '../../geometry/great-circle';
import type { LocalizedText } from '../../i18n/map-locale';
import { REGIONS_ATTRIBUTION, RegionRecord } from '../sources/regions.source';
import { compact } from './aerodrome-objects';
import { generatedSource } from './generated-source';

export const REGIONS_DATASET = 'seed:regions';

/** A zonal centre of the Unified Air Traffic Management System, named in Russian and English. */
export interface ZonalCenter {
  code: string;
  name: LocalizedText;
  lat: number;
  lng: number;
}

/** The official Russian name and its English rendering: ЕС ОрВД is the Unified ATM System. */
const centre = (code: string, ru: string, en: string, lat: number, lng: number): ZonalCenter => ({
  code,
  name: { ru: `${ru} зональный центр ЕС ОрВД`, en: `${en} Zonal Centre of the Unified ATM System` },
  lat,
  lng,
});

/**
 * The zonal centres (ЗЦ ЕС ОрВД), placed at the city each works from. Their real areas of responsibility
 * follow flight-information-region boundaries that no npm package ships, so each federal subject is
 * attached to the nearest centre and a centre's area is the union of its subjects — generated, and marked
 * so, until official data is imported.
 */
export const ZONAL_CENTERS: readonly ZonalCenter[] = [
  centre('ZC-MOSCOW', 'Московский', 'Moscow', 55.7558, 37.6173),
  centre('ZC-SAINT-PETERSBURG', 'Санкт-Петербургский', 'Saint Petersburg', 59.9343, 30.3351),
  centre('ZC-KALININGRAD', 'Калининградский', 'Kaliningrad', 54.7104, 20.4522),
  centre('ZC-ROSTOV', 'Ростовский', 'Rostov', 47.2357, 39.7015),
  centre('ZC-SAMARA', 'Самарский', 'Samara', 53.1959, 50.1002),
  centre('ZC-YEKATERINBURG', 'Екатеринбургский', 'Yekaterinburg', 56.8389, 60.6057),
  centre('ZC-TYUMEN', 'Тюменский', 'Tyumen', 57.1522, 65.5272),
  centre('ZC-NOVOSIBIRSK', 'Новосибирский', 'Novosibirsk', 55.0084, 82.9357),
  centre('ZC-KRASNOYARSK', 'Красноярский', 'Krasnoyarsk', 56.0153, 92.8932),
  centre('ZC-IRKUTSK', 'Иркутский', 'Irkutsk', 52.287, 104.305),
  centre('ZC-YAKUTSK', 'Якутский', 'Yakutsk', 62.0355, 129.6755),
  centre('ZC-KHABAROVSK', 'Хабаровский', 'Khabarovsk', 48.4827, 135.0838),
  centre('ZC-MAGADAN', 'Магаданский', 'Magadan', 59.5682, 150.8085),
];

const GENERATED_SOURCE = generatedSource('UNION_OF_NEAREST_REGIONS', REGIONS_ATTRIBUTION);

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
    name: { ru: region.nameRu, en: region.nameEn },
    kind: 'REGION',
    shape: geometryToGeoShape(region.geometry),
    properties: compact({ kind: 'REGION', code: region.code, zonalCenter: center.code }),
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
    const features: Array<Feature<Polygon | MultiPolygon>> = members.map((r) => ({
      type: 'Feature',
      properties: {},
      geometry: r.geometry,
    }));
    const area = features.length === 1 ? features[0] : union({ type: 'FeatureCollection', features });
    if (!area) continue;
    objects.push({
      layer: 'ZONAL_CENTERS',
      externalId: center.code,
      name: center.name,
      kind: 'ZONAL_CENTER',
      shape: geometryToGeoShape(area.geometry),
      properties: { authorityType: 'ZONAL_CENTER', regions: members.map((r) => r.code), generator: 'UNION_OF_NEAREST_REGIONS' },
      dataset: REGIONS_DATASET,
      source: GENERATED_SOURCE,
      generated: true,
    });
  }
  return objects;
}
