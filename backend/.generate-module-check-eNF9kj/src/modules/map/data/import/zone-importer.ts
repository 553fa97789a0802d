import { DataSource } from 'typeorm';
import { prepareMapObject } from '../../geometry/prepared-object';
import { LayerCode } from '../../map.constants';
import { MapObjectsRepository } from '../../repositories/map-objects.repository';
import { parseEd269Zones } from './ed269-zones.parser';
import { parseGeoJsonZones } from './geojson-zones.parser';
import { ImportProblem } from './import-types';

export const IMPORT_FORMATS = ['geojson', 'ed269'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export type ImportOutcome =
  { ok: true; imported: number; layers: Partial<Record<LayerCode, number>> } | { ok: false; problems: ImportProblem[] };

/**
 * Imports a file of zones: everything is checked first, then all zones are written in one transaction
 * (insert or update by layer and identifier). A file with any problem writes nothing.
 */
export async function importZones(
  dataSource: DataSource,
  text: string,
  options: { format: ImportFormat; fileName: string; defaultLayer?: LayerCode },
): Promise<ImportOutcome> {
  const parseOptions = { fileName: options.fileName, defaultLayer: options.defaultLayer ?? 'RESTRICTED_ZONES' };
  const parsed = options.format === 'ed269' ? parseEd269Zones(text, parseOptions) : parseGeoJsonZones(text, parseOptions);
  if (!parsed.ok) return parsed;
  const prepared = parsed.drafts.map(prepareMapObject);
  const repository = new MapObjectsRepository(dataSource);
  await dataSource.transaction((manager) => repository.upsert(prepared, manager));
  const layers: Partial<Record<LayerCode, number>> = {};
  for (const object of prepared) layers[object.layer] = (layers[object.layer] ?? 0) + 1;
  return { ok: true, imported: prepared.length, layers };
}

/** The format from the option, or from the file: ED-269 documents have `geometry` arrays with horizontal projections. */
export function detectFormat(text: string): ImportFormat {
  return /"horizontalProjection"\s*:/.test(text) ? 'ed269' : 'geojson';
}
