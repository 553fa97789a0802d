import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { QueryErrors, RawQuery, rejectUnknownKeys, single } from './query-values';

export const OSM_LOOKUP_FORMATS = ['json', 'jsonv2', 'geojson'] as const;
export type OsmLookupFormat = (typeof OSM_LOOKUP_FORMATS)[number];

export interface OsmLookupQuery {
  /** As given, upper-cased: N/W/R + OSM id, or G + GeoNames id for the shipped localities. */
  ids: string[];
  format: OsmLookupFormat;
  polygonGeoJson: boolean;
}

/** Nominatim answers at most 50 ids per lookup; the same limit keeps the offline answer bounded. */
export const MAX_LOOKUP_IDS = 50;
const ID = /^[NWRG]\d{1,19}$/;

/** Reads the Nominatim `lookup` parameters: `osm_ids` (comma list), `format`, `polygon_geojson` (0 or 1). */
export function parseOsmLookupQuery(query: RawQuery): OsmLookupQuery {
  const errors = new QueryErrors();
  rejectUnknownKeys(query, (key) => ['osm_ids', 'format', 'polygon_geojson'].includes(key), errors);
  const idsText = single(query, 'osm_ids', errors);
  const ids = (idsText ?? '')
    .split(',')
    .map((id) => id.trim().toUpperCase())
    .filter((id) => id !== '');
  if (idsText !== undefined || ids.length === 0) {
    if (ids.length === 0) errors.add('osm_ids', 'is required: a comma-separated list such as R2555133,N60063325');
    if (ids.length > MAX_LOOKUP_IDS) errors.add('osm_ids', `must list at most ${MAX_LOOKUP_IDS} ids`);
    for (const id of ids.filter((candidate) => !ID.test(candidate)).slice(0, 10)) {
      errors.add('osm_ids', `"${id}" is not an id: N, W or R (OSM node, way, relation) or G (GeoNames) followed by digits`);
    }
  }
  const formatText = single(query, 'format', errors) ?? 'json';
  const format = OSM_LOOKUP_FORMATS.find((f) => f === formatText.toLowerCase());
  if (!format) errors.add('format', `must be one of ${OSM_LOOKUP_FORMATS.join(', ')}`);
  const polygonText = single(query, 'polygon_geojson', errors) ?? '0';
  if (polygonText !== '0' && polygonText !== '1') errors.add('polygon_geojson', 'must be 0 or 1');
  if (errors.any) throw new FieldValidationException(errors.errors);
  return { ids, format: format as OsmLookupFormat, polygonGeoJson: polygonText === '1' };
}
