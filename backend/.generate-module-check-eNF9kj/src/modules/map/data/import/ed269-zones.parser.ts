import { compact } from '../../data/generators/aerodrome-objects';
import type { MapObjectDraft } from '../../geometry/prepared-object';
import { sameText } from '../../i18n/map-locale';
import { LayerCode, ZONE_CODES, ZONE_LAYERS } from '../../map.constants';
import { readAltitudeBand, readDateTime } from './altitude';
import type { ZoneImportOptions } from './geojson-zones.parser';
import { IMPORT_DATASET, ImportParseResult, ImportProblem, MAX_REPORTED_PROBLEMS } from './import-types';
import { featureLines, syntaxErrorLine } from './json-locations';
import { ZoneShapeResult, readCircle, readPolygonal } from './zone-geometry';

const RESTRICTIONS = ['PROHIBITED', 'REQ_AUTHORISATION', 'CONDITIONAL', 'NO_RESTRICTION'] as const;

/**
 * Reads UAS geographical zones in the EUROCAE ED-269 JSON format: `features[]`, each with `identifier`,
 * `name`, `type` (COMMON or CUSTOMIZED), `restriction`, `applicability`, `zoneAuthority` and a `geometry`
 * array of volumes (`horizontalProjection` Polygon or Circle, `lowerLimit`/`upperLimit` in `uomDimensions`
 * M or FT). A feature with several volumes becomes one map object per volume (`identifier#2`…).
 *
 * Layer: a zone applicable for a period only (`permanent: "NO"`) is temporary; otherwise PROHIBITED and
 * REQ_AUTHORISATION zones are restricted, CONDITIONAL and NO_RESTRICTION ones are danger zones (flight
 * allowed with care). `extendedProperties.layer` and `extendedProperties.zoneCode` override.
 */
export function parseEd269Zones(text: string, options: ZoneImportOptions): ImportParseResult {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    const line = syntaxErrorLine(text);
    return { ok: false, problems: [{ line, reason: `not valid JSON: ${(error as Error).message}` }] };
  }
  const features = isRecord(root) ? root.features : Array.isArray(root) ? root : undefined;
  if (!Array.isArray(features)) return { ok: false, problems: [{ reason: 'the file must be an ED-269 document with a features array' }] };
  if (features.length === 0) return { ok: false, problems: [{ reason: 'the document has no features' }] };

  const lines = featureLines(text);
  const problems: ImportProblem[] = [];
  const drafts: MapObjectDraft[] = [];
  const seen = new Set<string>();
  for (const [index, feature] of features.entries()) {
    if (problems.length >= MAX_REPORTED_PROBLEMS) break;
    const identifier = isRecord(feature) && typeof feature.identifier === 'string' ? feature.identifier.trim() : undefined;
    const where = { feature: index + 1, line: lines[index], identifier };
    const result = readFeature(feature, options);
    if (typeof result === 'string') {
      problems.push({ ...where, reason: result });
      continue;
    }
    for (const draft of result) {
      const key = `${draft.layer}/${draft.externalId}`;
      if (seen.has(key)) problems.push({ ...where, reason: `the identifier ${draft.externalId} appears twice in the document` });
      seen.add(key);
      drafts.push(draft);
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, drafts };
}

function readFeature(feature: unknown, options: ZoneImportOptions): MapObjectDraft[] | string {
  if (!isRecord(feature)) return 'is not an object';
  const identifier = typeof feature.identifier === 'string' ? feature.identifier.trim() : '';
  if (!identifier) return 'has no identifier';
  if (identifier.length > 190) return 'identifier is longer than 190 characters';
  const name = typeof feature.name === 'string' && feature.name.trim() ? feature.name.trim() : identifier;
  if (name.length > 500) return 'name is longer than 500 characters';

  const restriction = feature.restriction;
  if (!(RESTRICTIONS as readonly unknown[]).includes(restriction))
    return `restriction must be one of ${RESTRICTIONS.join(', ')} (got ${JSON.stringify(restriction)})`;
  if (feature.type !== undefined && feature.type !== 'COMMON' && feature.type !== 'CUSTOMIZED')
    return `type must be COMMON or CUSTOMIZED (got ${JSON.stringify(feature.type)})`;

  const applicability = Array.isArray(feature.applicability) ? feature.applicability.filter(isRecord) : [];
  const temporary = applicability.find((a) => a.permanent === 'NO');
  const validFrom = readDateTime(temporary?.startDateTime, 'applicability.startDateTime');
  if (typeof validFrom === 'string') return validFrom;
  const validTo = readDateTime(temporary?.endDateTime, 'applicability.endDateTime');
  if (typeof validTo === 'string') return validTo;
  if (validFrom && validTo && validFrom > validTo) return 'applicability.startDateTime is after endDateTime';

  const extended = isRecord(feature.extendedProperties) ? feature.extendedProperties : {};
  const layerName = layerFor(restriction as string, temporary !== undefined, extended.layer, options.defaultLayer);
  const layer = ZONE_LAYERS.find((candidate) => candidate === layerName);
  if (!layer) return `extendedProperties.layer must be one of ${ZONE_LAYERS.join(', ')}`;
  const code = extended.zoneCode;
  if (code !== undefined && !(ZONE_CODES as readonly unknown[]).includes(code))
    return `extendedProperties.zoneCode must be one of ${ZONE_CODES.join(', ')}`;

  if (!Array.isArray(feature.geometry) || feature.geometry.length === 0) return 'geometry must be a non-empty array of volumes';
  const authorities = Array.isArray(feature.zoneAuthority) ? feature.zoneAuthority.filter(isRecord) : [];
  const drafts: MapObjectDraft[] = [];
  for (const [i, volume] of feature.geometry.entries()) {
    const label = feature.geometry.length > 1 ? `geometry ${i + 1}: ` : '';
    if (!isRecord(volume)) return `${label}volume must be an object`;
    const projection = volume.horizontalProjection;
    if (!isRecord(projection)) return `${label}has no horizontalProjection`;
    const shape: ZoneShapeResult =
      projection.type === 'Circle'
        ? readCircle(projection.center, projection.radius)
        : readPolygonal(projection.type, projection.coordinates);
    if (!shape.ok) return `${label}${shape.reason}`;
    const band = readAltitudeBand(volume.lowerLimit, volume.upperLimit, volume.uomDimensions);
    if (typeof band === 'string') return `${label}${band}`;
    drafts.push({
      layer,
      externalId: feature.geometry.length > 1 ? `${identifier}#${i + 1}` : identifier,
      // ED-269 has one name per zone, in whatever language the authority wrote it: both languages show it.
      name: sameText(name),
      kind: typeof code === 'string' ? code : null,
      shape: shape.shape,
      lowerLimitM: band.lowerM,
      upperLimitM: band.upperM,
      validFrom,
      validTo,
      properties: compact({
        code,
        restriction,
        reason: feature.reason,
        zoneType: feature.type,
        country: feature.country,
        message: feature.message,
        lowerLimit: band.lower,
        upperLimit: band.upper,
        altitudeUnit: band.unit,
        lowerVerticalReference: volume.lowerVerticalReference,
        upperVerticalReference: volume.upperVerticalReference,
        schedule: applicability.length > 0 ? applicability : null,
        authority: typeof authorities[0]?.name === 'string' ? authorities[0].name : null,
        zoneAuthority: authorities.length > 0 ? authorities : null,
      }),
      dataset: IMPORT_DATASET,
      source: { ru: `импорт: ${options.fileName} (ED-269)`, en: `import: ${options.fileName} (ED-269)` },
      generated: false,
    });
  }
  return drafts;
}

function layerFor(restriction: string, temporary: boolean, override: unknown, fallback: LayerCode): unknown {
  if (override !== undefined) return typeof override === 'string' ? override.toUpperCase() : override;
  if (temporary) return 'TEMPORARY_ZONES';
  if (restriction === 'PROHIBITED' || restriction === 'REQ_AUTHORISATION') return 'RESTRICTED_ZONES';
  if (restriction === 'CONDITIONAL' || restriction === 'NO_RESTRICTION') return 'DANGER_ZONES';
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
