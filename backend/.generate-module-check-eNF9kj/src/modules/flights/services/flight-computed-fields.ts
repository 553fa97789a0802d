import type { CrossingsResponseDto } from '../../map/dtos/crossings.dto';
import { flySpaceClassOf } from '../precheck/fly-space-class';
import { controlledCrossings } from '../precheck/precheck.service';
import type { FlightRequestValues } from '../entities/flight-request.row';

/** Zone layers that make a route's `restrictedZone` true (active zones only). */
export const RESTRICTING_LAYERS: readonly string[] = ['RESTRICTED_ZONES', 'DANGER_ZONES'];

/**
 * The fields the server computes from what a route crosses (docs/requirements.md#flights):
 * - `flySpaceClass`: the pre-check's rule (flySpaceClassOf) over the aerodromes and control zones crossed;
 *   null until the altitudes above sea level are given;
 * - `restrictedZone`: an active restricted, prohibited or danger zone is crossed;
 * - `outsideLocality`: no municipality (local government area) of the map data is crossed.
 */
export function flightComputedFields(
  crossings: CrossingsResponseDto,
  values: Pick<FlightRequestValues, 'altitudeMin' | 'altitudeMax' | 'altitudeGroundMin' | 'altitudeGroundMax'>,
): Pick<FlightRequestValues, 'flySpaceClass' | 'restrictedZone' | 'outsideLocality'> {
  // The pre-check's reading of the same answer, so the stored class and the pre-check's never differ.
  const controlled = controlledCrossings(crossings);
  const flySpaceClass =
    values.altitudeMin !== null && values.altitudeMax !== null
      ? flySpaceClassOf(
          {
            flightAltitudeMin: values.altitudeMin,
            flightAltitudeMax: values.altitudeMax,
            flightAltitudeGroundMin: values.altitudeGroundMin,
            flightAltitudeGroundMax: values.altitudeGroundMax,
          },
          controlled,
        ).flySpaceClass
      : null;
  return {
    flySpaceClass,
    restrictedZone: crossings.zones.some((z) => z.active && RESTRICTING_LAYERS.includes(z.layer)),
    outsideLocality: !crossings.authorities.some((a) => a.type === 'LOCAL_GOVERNMENT'),
  };
}
