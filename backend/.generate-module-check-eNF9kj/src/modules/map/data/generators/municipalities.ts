import type { MapObjectDraft } from '../../geometry/prepared-object';
import type { LocalityNames } from '../names/locality-names';
import { LOCALITIES_ATTRIBUTION, LocalityRecord } from '../sources/localities.source';
import { compact } from './aerodrome-objects';
import { generatedSource } from './generated-source';

export const MUNICIPALITIES_DATASET = 'seed:municipalities';

/** Places at least this large get a municipal boundary (about 1,500 towns and cities of Russia). */
export const MIN_MUNICIPAL_POPULATION = 10_000;

/**
 * Municipal boundaries are not shipped by any npm package. Each town of 10,000 people or more gets a
 * circle whose area grows with its population (about 27 km of radius for Moscow's ten million, 2.7 km for a
 * town of 100,000, never under 1.5 km) — generated, and marked so, until official boundaries are imported.
 */
export function municipalRadiusMetres(population: number): number {
  return Math.round(Math.min(40_000, Math.max(1_500, 8.5 * Math.sqrt(population))));
}

const GENERATED_SOURCE = generatedSource('CIRCLE_AROUND_LOCALITY', LOCALITIES_ATTRIBUTION);

/** A town's municipality, named as the town (`names`: see data/names/locality-names.ts). */
export function municipalityObject(locality: LocalityRecord, names: LocalityNames): MapObjectDraft {
  const radius = municipalRadiusMetres(locality.population);
  return {
    layer: 'BOUNDARIES',
    externalId: `geonames:${locality.geonameId}`,
    name: names.name,
    kind: 'MUNICIPALITY',
    shape: { type: 'CIRCLE', points: [{ lat: locality.lat, lng: locality.lng }], radius },
    properties: compact({
      kind: 'MUNICIPALITY',
      authorityType: 'LOCAL_GOVERNMENT',
      population: locality.population,
      geonameId: locality.geonameId,
      featureCode: locality.featureCode,
      generator: 'CIRCLE_AROUND_LOCALITY',
      nameRuTransliterated: names.transliterated ? true : null,
    }),
    dataset: MUNICIPALITIES_DATASET,
    source: GENERATED_SOURCE,
    generated: true,
  };
}

/**
 * GeoNames feature codes that are not towns of their own: sections of a city (PPLX — Moscow's districts),
 * historical (PPLH), abandoned (PPLQ) and destroyed (PPLW) places.
 */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/** Whether a locality is a town of its own with at least MIN_MUNICIPAL_POPULATION people. */
export function isMunicipalTown(locality: LocalityRecord): boolean {
  return locality.population >= MIN_MUNICIPAL_POPULATION && !NOT_A_TOWN.has(locality.featureCode);
}

export function municipalityObjects(
  localities: readonly LocalityRecord[],
  namesOf: (locality: LocalityRecord) => LocalityNames,
): MapObjectDraft[] {
  return localities.filter(isMunicipalTown).map((locality) => municipalityObject(locality, namesOf(locality)));
}
