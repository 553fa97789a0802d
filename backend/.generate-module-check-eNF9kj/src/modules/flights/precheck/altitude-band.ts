/**
 * Altitude bands of a flight and of the airspace it crosses, in metres. A zone's band is read from the map
 * object's properties (`lowerLimit`, `upperLimit`, `altitudeUnit` M | FT, `verticalReference`), as the
 * map's importers and generators write them.
 */

/** Above ground (AGL) or above mean sea level (AMSL). */
export type VerticalReference = 'AGL' | 'AMSL';

/** A band of altitudes; `max` null means no upper limit (unlimited). */
export interface AltitudeBand {
  min: number;
  max: number | null;
  reference: VerticalReference;
}

/** The flight's altitudes: above sea level (required) and above ground (optional). */
export interface FlightAltitudes {
  flightAltitudeMin: number;
  flightAltitudeMax: number;
  flightAltitudeGroundMin?: number | null;
  flightAltitudeGroundMax?: number | null;
}

const METRES_PER_FOOT = 0.3048;

/** Vertical references read as above sea level; anything else (AGL, SFC, none) is read as above ground. */
const AMSL_REFERENCES = ['AMSL', 'MSL', 'ALT', 'WGS84', 'EGM96'];

export function bandsIntersect(a: { min: number; max: number | null }, b: { min: number; max: number | null }): boolean {
  return a.min <= (b.max ?? Infinity) && b.min <= (a.max ?? Infinity);
}

/**
 * The band of a map object from its properties; null when it states neither limit (the band is unknown).
 * Unmarked zones are read above ground: UAS zones are published from the ground up.
 */
export function zoneBand(properties: Record<string, unknown> | undefined): AltitudeBand | null {
  if (!properties) return null;
  const factor = String(properties.altitudeUnit ?? 'M').toUpperCase() === 'FT' ? METRES_PER_FOOT : 1;
  const read = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * factor) : null);
  const lower = read(properties.lowerLimit);
  const upper = read(properties.upperLimit);
  if (lower === null && upper === null) return null;
  const reference = AMSL_REFERENCES.includes(String(properties.verticalReference ?? '').toUpperCase()) ? 'AMSL' : 'AGL';
  return { min: lower ?? 0, max: upper, reference };
}

/**
 * The flight's band in a zone's reference: above ground when the zone is AGL and the flight states its
 * ground altitudes, above sea level otherwise (terrain unknown: the sea-level band stands in for it).
 */
export function flightBandFor(altitudes: FlightAltitudes, reference: VerticalReference): AltitudeBand {
  const { flightAltitudeGroundMin: groundMin, flightAltitudeGroundMax: groundMax } = altitudes;
  if (reference === 'AGL' && typeof groundMin === 'number' && typeof groundMax === 'number') {
    return { min: groundMin, max: groundMax, reference: 'AGL' };
  }
  return { min: altitudes.flightAltitudeMin, max: altitudes.flightAltitudeMax, reference: 'AMSL' };
}

/** The altitude field a change of the flight's band in `reference` goes to. */
export function maxAltitudeField(band: AltitudeBand): 'flightAltitudeMax' | 'flightAltitudeGroundMax' {
  return band.reference === 'AGL' ? 'flightAltitudeGroundMax' : 'flightAltitudeMax';
}
