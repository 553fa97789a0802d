import type { FlySpaceClass } from '@nebo/shared-vocabulary';
import { type AltitudeBand, type FlightAltitudes, bandsIntersect, flightBandFor } from './altitude-band';

/**
 * The class of airspace a flight uses (ФП ИВП, the Federal Rules of airspace use of the Russian Federation,
 * and the airspace classification they set): class A at and above FL290 (8,900 m); class C in controlled
 * airspace — aerodrome control zones and the aerodromes themselves — where the zone's band meets the
 * flight's; class G (uncontrolled) otherwise. The highest class the flight enters wins (A > C > G).
 */
export const CLASS_A_FLOOR_METRES = 8900;

/** Controlled airspace the route crosses: a control zone (band known or not) or an aerodrome itself. */
export interface ControlledCrossing {
  kind: 'CONTROL_ZONE' | 'AERODROME';
  name: string;
  /** Null when the map does not say: the zone is taken to reach from the ground to FL290 (conservative). */
  band: AltitudeBand | null;
}

export type ClassReasonCode = 'ABOVE_FL290' | 'IN_CONTROL_ZONE' | 'AT_AERODROME' | 'UNCONTROLLED';

export interface ClassReason {
  code: ClassReasonCode;
  params: Record<string, string | number | null>;
}

export interface FlySpaceClassResult {
  flySpaceClass: FlySpaceClass;
  reasons: ClassReason[];
}

export function flySpaceClassOf(altitudes: FlightAltitudes, controlled: readonly ControlledCrossing[]): FlySpaceClassResult {
  if (altitudes.flightAltitudeMax >= CLASS_A_FLOOR_METRES) {
    return {
      flySpaceClass: 'A',
      reasons: [{ code: 'ABOVE_FL290', params: { altitudeMax: altitudes.flightAltitudeMax, floor: CLASS_A_FLOOR_METRES } }],
    };
  }
  const reasons: ClassReason[] = [];
  for (const crossing of controlled) {
    const band = crossing.band;
    if (band && !bandsIntersect(flightBandFor(altitudes, band.reference), band)) continue;
    reasons.push({
      code: crossing.kind === 'AERODROME' ? 'AT_AERODROME' : 'IN_CONTROL_ZONE',
      params: { name: crossing.name, min: band?.min ?? null, max: band?.max ?? null, reference: band?.reference ?? null },
    });
  }
  if (reasons.length > 0) return { flySpaceClass: 'C', reasons };
  return { flySpaceClass: 'G', reasons: [{ code: 'UNCONTROLLED', params: { floor: CLASS_A_FLOOR_METRES } }] };
}
