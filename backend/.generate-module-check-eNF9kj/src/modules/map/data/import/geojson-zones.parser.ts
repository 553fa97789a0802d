import { compact } from '../../data/generators/aerodrome-objects';
import type { MapObjectDraft } from '../../geometry/prepared-object';
import { LayerCode, ZONE_CODES, ZONE_LAYERS } from '../../map.constants';
import { readAltitudeBand, readDateTime } from './altitude';
import { IMPORT_DATASET, ImportParseResult, ImportProblem, MAX_REPORTED_PROBLEMS } from './import-types';
import { featureLines, syntaxErrorLine } from './json-locations';
import { ZoneShapeResult, readCircle, readPolygonal } from './zone-geometry';

export interface ZoneImportOptions {
  /** Layer for features that do not name one (`properties.layer`). */
  defaultLayer: LayerCode;
  /** Name of the file, recorded as the objects' source. */
  fileName: string;
}

/**
 * Reads UAS zones from a GeoJSON FeatureCollection. Each feature needs an identifier
 * (`properties.identifier` or the feature's `id`: re-importing the same identifier updates the zone) and a
 * name (`properties.name`, in Russian; `properties.nameEn` optionally in English); its geometry is a Polygon, a MultiPolygon, or a Point with `properties.radius` (metres) for a
 * circle. Optional properties: layer (RESTRICTED_ZONES, DANGER_ZONES, TEMPORARY_ZONES, CONTROL_AREAS), code
 * (CCCM, SR, SS, FCCV), lowerLimit, upperLimit, altitudeUnit (M or FT), verticalReference, schedule,
 * authority, validFrom, validTo, active, osmId. Every problem in the file is reported; nothing is kept from
 * a file with any.
 */
export function parseGeoJsonZones(text: string, options: ZoneImportOptions): ImportParseResult {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    const line = syntaxErrorLine(text);
    return { ok: false, problems: [{ line, reason: `not valid JSON: ${(error as Error).message}` }] };
  }
  const features =
    isRecord(root) && root.type === 'FeatureCollection' ? root.features : isRecord(root) && root.type === 'Feature' ? [root] : undefined;
  if (!Array.isArray(features))
    return { ok: false, problems: [{ reason: 'the file must be a GeoJSON FeatureCollection (or one Feature)' }] };
  if (features.length === 0) return { ok: false, problems: [{ reason: 'the FeatureCollection has no features' }] };

  const lines = featureLines(text);
  const problems: ImportProblem[] = [];
  const drafts: MapObjectDraft[] = [];
  const seen = new Set<string>();
  for (const [index, feature] of features.entries()) {
    if (problems.length >= MAX_REPORTED_PROBLEMS) break;
    const where = { feature: index + 1, line: lines[index] };
    const result = readFeature(feature, options);
    if (typeof result === 'string') {
      problems.push({ ...where, identifier: identifierOf(feature), reason: result });
      continue;
    }
    const key = `${result.layer}/${result.externalId}`;
    if (seen.has(key)) {
      problems.push({ ...where, identifier: result.externalId, reason: 'the identifier appears twice in the file' });
      continue;
    }
    seen.add(key);
    drafts.push(result);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, drafts };
}

function readFeature(feature: unknown, options: ZoneImportOptions): MapObjectDraft | string {
  if (!isRecord(feature) || feature.type !== 'Feature') return 'is not a GeoJSON Feature';
  const properties = isRecord(feature.properties) ? feature.properties : {};
  const identifier = identifierOf(feature);
  if (!identifier) return 'has no identifier (properties.identifier or the feature id)';
  if (identifier.length > 200) return 'identifier is longer than 200 characters';
  const name = typeof properties.name === 'string' ? properties.name.trim() : '';
  if (!name) return 'has no name (properties.name)';
  if (name.length > 500) return 'name is longer than 500 characters';
  if (properties.nameEn !== undefined && typeof properties.nameEn !== 'string') return 'nameEn must be text';
  const nameEn = typeof properties.nameEn === 'string' && properties.nameEn.trim() ? properties.nameEn.trim() : name;
  if (nameEn.length > 500) return 'nameEn is longer than 500 characters';

  const layerText = properties.layer === undefined ? options.defaultLayer : String(properties.layer).toUpperCase();
  const layer = ZONE_LAYERS.find((l) => l === layerText);
  if (!layer) return `layer must be one of ${ZONE_LAYERS.join(', ')} (got ${JSON.stringify(properties.layer)})`;
  const code = properties.code;
  if (code !== undefined && code !== null && !(ZONE_CODES as readonly unknown[]).includes(code)) {
    return `code must be one of ${ZONE_CODES.join(', ')} (got ${JSON.stringify(code)})`;
  }

  if (!isRecord(feature.geometry)) return 'has no geometry';
  const geometry = feature.geometry;
  const shape: ZoneShapeResult =
    geometry.type === 'Point' ? readCircle(geometry.coordinates, properties.radius) : readPolygonal(geometry.type, geometry.coordinates);
  if (!shape.ok) return shape.reason;

  const band = readAltitudeBand(properties.lowerLimit, properties.upperLimit, properties.altitudeUnit);
  if (typeof band === 'string') return band;
  const validFrom = readDateTime(properties.validFrom, 'validFrom');
  if (typeof validFrom === 'string') return validFrom;
  const validTo = readDateTime(properties.validTo, 'validTo');
  if (typeof validTo === 'string') return validTo;
  if (validFrom && validTo && validFrom > validTo) return 'validFrom is after validTo';
  if (properties.active !== undefined && typeof properties.active !== 'boolean') return 'active must be true or false';

  return {
    layer,
    externalId: identifier,
    // Zones are published in Russian; an English name is optional and the Russian one stands in for it.
    name: { ru: name, en: nameEn },
    active: properties.active === undefined ? true : (properties.active as boolean),
    kind: typeof code === 'string' ? code : null,
    shape: shape.shape,
    lowerLimitM: band.lowerM,
    upperLimitM: band.upperM,
    validFrom,
    validTo,
    properties: compact({
      code,
      lowerLimit: band.lower,
      upperLimit: band.upper,
      altitudeUnit: band.lower === null && band.upper === null ? null : band.unit,
      verticalReference: properties.verticalReference,
      schedule: properties.schedule,
      authority: properties.authority,
      osmId: typeof properties.osmId === 'string' ? properties.osmId : null,
    }),
    dataset: IMPORT_DATASET,
    source: { ru: `импорт: ${options.fileName} (GeoJSON)`, en: `import: ${options.fileName} (GeoJSON)` },
    generated: false,
  };
}

function identifierOf(feature: unknown): string | undefined {
  if (!isRecord(feature)) return undefined;
  const properties = isRecord(feature.properties) ? feature.properties : {};
  const value = properties.identifier ?? feature.id;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
