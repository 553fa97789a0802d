import { Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runWithDataSource } from '../../../database/cli/run-with-data-source';
import { describeProblem } from '../data/import/import-types';
import { IMPORT_FORMATS, ImportFormat, detectFormat, importZones } from '../data/import/zone-importer';
import { LayerCode, ZONE_LAYERS } from '../map.constants';

/**
 * `npm run -w backend map:import -- --file zones.geojson [--format geojson|ed269] [--layer RESTRICTED_ZONES]`
 *
 * Loads an operator's official zones. The whole file is checked first; any problem is printed with its line
 * and feature and nothing is written. Zones are keyed by layer and identifier, so importing a corrected file
 * again updates them.
 */
const logger = new Logger('map:import');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, format: { type: 'string' }, layer: { type: 'string' } },
    strict: true,
  });
  if (!values.file) throw new UsageError('--file is required');
  const format = values.format?.toLowerCase();
  if (format !== undefined && !(IMPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(', ')}`);
  const layer = values.layer?.toUpperCase();
  if (layer !== undefined && !(ZONE_LAYERS as readonly string[]).includes(layer))
    throw new UsageError(`--layer must be one of ${ZONE_LAYERS.join(', ')}`);

  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
  const text = await readFile(file, 'utf8');
  const chosen = (format as ImportFormat | undefined) ?? detectFormat(text);

  await runWithDataSource('map:import', async (dataSource) => {
    if (await dataSource.showMigrations()) throw new Error('The database has pending migrations; run database:migrate first');
    const outcome = await importZones(dataSource, text, {
      format: chosen,
      fileName: path.basename(file),
      defaultLayer: layer as LayerCode | undefined,
    });
    if (!outcome.ok) {
      for (const problem of outcome.problems) logger.error(describeProblem(problem));
      throw new Error(`${path.basename(file)} was refused (${outcome.problems.length} problem(s)); nothing was imported`);
    }
    const summary = Object.entries(outcome.layers)
      .map(([name, count]) => `${name}: ${count}`)
      .join(', ');
    logger.log(`${outcome.imported} zones imported from ${path.basename(file)} (${chosen}) — ${summary}`);
  });
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error));
  if (error instanceof UsageError)
    logger.error('usage: map:import -- --file zones.geojson [--format geojson|ed269] [--layer RESTRICTED_ZONES]');
  process.exitCode = 1;
});
