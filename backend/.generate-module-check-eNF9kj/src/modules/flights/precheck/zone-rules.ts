import { type AltitudeBand, type FlightAltitudes, bandsIntersect, flightBandFor, zoneBand } from './altitude-band';

/**
 * What a crossed map object means for a flight (precheck/README.md, "Layers"):
 * - RESTRICTED_ZONES (prohibited and restricted areas; ED-269 PROHIBITED / REQ_AUTHORISATION) and
 *   TEMPORARY_ZONES (temporary and local regimes) BLOCK where their band meets the flight's;
 * - DANGER_ZONES (and ED-269 CONDITIONAL / NO_RESTRICTION zones in any layer) WARN;
 * - CONTROL_AREAS are controlled airspace: class C and the zonal centre's permission, not blocking;
 * - an inactive zone is listed and neither blocks nor warns.
 */
export type ZoneEffect = 'BLOCKING' | 'WARNING' | 'CONTROLLED' | 'NONE';

export interface CrossedZone {
  id: string;
  layer: string;
  name: string;
  code?: string;
  active: boolean;
  properties: Record<string, unknown>;
}

export interface ZoneAssessment {
  zone: CrossedZone;
  /** Null when the zone states no band: it is taken to cover every altitude. */
  band: AltitudeBand | null;
  /** Whether the zone's band meets the flight's (true when the band is unknown). */
  atFlightAltitudes: boolean;
  effect: ZoneEffect;
}

const SOFT_RESTRICTIONS = ['CONDITIONAL', 'NO_RESTRICTION'];

export function assessZone(zone: CrossedZone, altitudes: FlightAltitudes): ZoneAssessment {
  const band = zoneBand(zone.properties);
  const atFlightAltitudes = band === null || bandsIntersect(flightBandFor(altitudes, band.reference), band);
  return { zone, band, atFlightAltitudes, effect: zone.active && atFlightAltitudes ? effectOf(zone) : 'NONE' };
}

function effectOf(zone: CrossedZone): ZoneEffect {
  if (zone.layer === 'CONTROL_AREAS') return 'CONTROLLED';
  if (SOFT_RESTRICTIONS.includes(String(zone.properties.restriction ?? ''))) return 'WARNING';
  if (zone.layer === 'RESTRICTED_ZONES' || zone.layer === 'TEMPORARY_ZONES') return 'BLOCKING';
  return 'WARNING';
}

/**
 * Whether a zone at a take-off or landing point blocks it: the drone climbs from the ground to the
 * flight's band, so any zone whose lower limit is below the flight's maximum is met on the way.
 */
export function blocksPoint(assessment: ZoneAssessment, altitudes: FlightAltitudes): boolean {
  if (!assessment.zone.active) return false;
  const effect = effectOf(assessment.zone);
  if (effect !== 'BLOCKING') return false;
  const band = assessment.band;
  if (!band) return true;
  const flight = flightBandFor(altitudes, band.reference);
  return bandsIntersect({ min: 0, max: flight.max }, band);
}

/** Vertical margin kept below a zone's lower limit by the "lower the maximum altitude" fix, metres. */
export const VERTICAL_MARGIN_METRES = 10;

/** The maximum altitude that keeps the flight under the zone, or null when the flight's minimum does not allow it. */
export function maxAltitudeUnder(band: AltitudeBand | null, flight: AltitudeBand): number | null {
  if (!band || band.min <= 0) return null;
  const value = band.min - VERTICAL_MARGIN_METRES;
  return value >= flight.min && value < (flight.max ?? Infinity) ? value : null;
}
