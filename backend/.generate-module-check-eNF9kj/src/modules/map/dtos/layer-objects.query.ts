import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { BBox } from '../geometry/bbox';
import { CoordinateParseError, parseCoordinate } from '../geometry/coordinate-parser';
import { MAX_ZOOM } from '../geometry/zoom-bands';
import { ALTITUDE_FILTER_MODES, AltitudeFilterMode, LAYER_CODES, LayerCode } from '../map.constants';
import { QueryErrors, RawQuery, list, parseNumber, rejectUnknownKeys, single } from './query-values';

export interface LayerObjectsQuery {
  zoomLevel: number;
  boundingBox: BBox;
  layers: LayerCode[];
  altitude?: { mode: AltitudeFilterMode; valueM: number };
}

const BOX_KEYS = ['minLng', 'minLat', 'maxLng', 'maxLat'] as const;
/** The highest altitude a filter may ask about: well above any airspace a drone can use. */
const MAX_ALTITUDE_M = 100_000;

/**
 * Reads `GET /public/map/layers/objects`. The bounding box is `minLng,minLat,maxLng,maxLat` (the order of
 * an OpenLayers extent) or dotted keys `boundingBox.minLng` … `boundingBox.maxLat`; coordinates may be
 * decimal or DD°MM'SS". The box may not be inverted nor leave the world, and all errors are reported at once.
 */
export function parseLayerObjectsQuery(query: RawQuery): LayerObjectsQuery {
  const errors = new QueryErrors();
  rejectUnknownKeys(
    query,
    (key) =>
      ['zoomLevel', 'boundingBox', 'altitudeFilterMode', 'altitudeFilterValue'].includes(key) ||
      key === 'layers' ||
      key.startsWith('layers[') ||
      key.startsWith('layers.') ||
      BOX_KEYS.some((k) => key === `boundingBox.${k}` || key === `boundingBox[${k}]`),
    errors,
  );

  const zoomLevel = readZoom(single(query, 'zoomLevel', errors), errors);
  const boundingBox = readBoundingBox(query, errors);
  const layers = readLayers(query, errors);
  const altitude = readAltitude(query, errors);

  if (errors.any) throw new FieldValidationException(errors.errors);
  return { zoomLevel: zoomLevel as number, boundingBox: boundingBox as BBox, layers, altitude };
}

function readZoom(text: string | undefined, errors: QueryErrors): number | undefined {
  if (text === undefined) {
    errors.add('zoomLevel', 'is required');
    return undefined;
  }
  const value = parseNumber(text);
  if (value === undefined) {
    errors.add('zoomLevel', 'must be a number');
    return undefined;
  }
  if (value < 0 || value > MAX_ZOOM) {
    errors.add('zoomLevel', `must be between 0 and ${MAX_ZOOM}`);
    return undefined;
  }
  // Map widgets zoom in fractions; the band boundaries are whole zooms.
  return Math.floor(value);
}

function readBoundingBox(query: RawQuery, errors: QueryErrors): BBox | undefined {
  const texts = boxTexts(query, errors);
  if (!texts) return undefined;
  const values: Partial<Record<(typeof BOX_KEYS)[number], number>> = {};
  for (const key of BOX_KEYS) {
    const field = `boundingBox.${key}`;
    const text = texts[key];
    if (text === undefined || text.trim() === '') {
      errors.add(field, 'is required');
      continue;
    }
    try {
      values[key] = parseCoordinate(text, key.endsWith('Lat') ? 'lat' : 'lng');
    } catch (error) {
      if (!(error instanceof CoordinateParseError)) throw error;
      errors.add(field, error.message);
    }
  }
  const { minLng, minLat, maxLng, maxLat } = values;
  if (minLng === undefined || minLat === undefined || maxLng === undefined || maxLat === undefined) return undefined;
  let valid = true;
  if (minLng >= maxLng) {
    errors.add('boundingBox', `minLng (${minLng}) must be less than maxLng (${maxLng}): the box is inverted or empty`);
    valid = false;
  }
  if (minLat >= maxLat) {
    errors.add('boundingBox', `minLat (${minLat}) must be less than maxLat (${maxLat}): the box is inverted or empty`);
    valid = false;
  }
  return valid ? { minLng, minLat, maxLng, maxLat } : undefined;
}

function boxTexts(query: RawQuery, errors: QueryErrors): Partial<Record<(typeof BOX_KEYS)[number], string>> | undefined {
  const whole = query.boundingBox;
  if (typeof whole === 'string') {
    const parts = whole.split(',');
    if (parts.length !== 4) {
      errors.add('boundingBox', 'must be four numbers minLng,minLat,maxLng,maxLat');
      return undefined;
    }
    return { minLng: parts[0], minLat: parts[1], maxLng: parts[2], maxLat: parts[3] };
  }
  if (Array.isArray(whole)) {
    errors.add('boundingBox', 'must be given once');
    return undefined;
  }
  // Nested forms: an object from a bracket-parsing query parser, or flat dotted keys.
  const nested = typeof whole === 'object' && whole !== null ? (whole as Record<string, unknown>) : {};
  const texts: Partial<Record<(typeof BOX_KEYS)[number], string>> = {};
  let any = false;
  for (const key of BOX_KEYS) {
    const value = nested[key] ?? query[`boundingBox.${key}`] ?? query[`boundingBox[${key}]`];
    if (value === undefined) continue;
    any = true;
    if (typeof value === 'string') texts[key] = value;
    else errors.add(`boundingBox.${key}`, 'must be given once');
  }
  if (!any) {
    errors.add('boundingBox', 'is required (minLng,minLat,maxLng,maxLat)');
    return undefined;
  }
  return texts;
}

function readLayers(query: RawQuery, errors: QueryErrors): LayerCode[] {
  const requested = list(query, 'layers');
  if (!requested || requested.length === 0) return [...LAYER_CODES];
  const layers: LayerCode[] = [];
  for (const name of requested) {
    const code = LAYER_CODES.find((layer) => layer === name.toUpperCase());
    if (code) {
      if (!layers.includes(code)) layers.push(code);
    } else {
      errors.add('layers', `unknown layer "${name}"; expected any of ${LAYER_CODES.join(', ')}`);
    }
  }
  return layers;
}

function readAltitude(query: RawQuery, errors: QueryErrors): LayerObjectsQuery['altitude'] {
  const modeText = single(query, 'altitudeFilterMode', errors);
  const valueText = single(query, 'altitudeFilterValue', errors);
  if (modeText === undefined && valueText === undefined) return undefined;

  let mode: AltitudeFilterMode = 'INTERSECT_VALUE';
  if (modeText !== undefined) {
    const found = ALTITUDE_FILTER_MODES.find((m) => m === modeText.toUpperCase());
    if (!found) errors.add('altitudeFilterMode', `must be one of ${ALTITUDE_FILTER_MODES.join(', ')}`);
    else mode = found;
  }
  if (valueText === undefined) {
    errors.add('altitudeFilterValue', 'is required with altitudeFilterMode (metres)');
    return undefined;
  }
  const valueM = parseNumber(valueText);
  if (valueM === undefined) {
    errors.add('altitudeFilterValue', 'must be a number of metres');
    return undefined;
  }
  if (valueM < 0 || valueM > MAX_ALTITUDE_M) {
    errors.add('altitudeFilterValue', `must be between 0 and ${MAX_ALTITUDE_M} metres`);
    return undefined;
  }
  return { mode, valueM };
}
