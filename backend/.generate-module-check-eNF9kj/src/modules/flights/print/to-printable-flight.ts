import type { PersonCard } from '../../users/services/person-card.reader';
import type { FlightIntervalView, FlightRequestView } from '../domain/flight-request';
import { parseFlightDateTime } from '../domain/flight-time';
import type { PrintInterval, PrintPoint, PrintRoute, PrintableFlight } from './printable-flight';

/** A request and its owner's card as the forms read them: instants for the wire's date-times, the route read structurally. */
export function toPrintableFlight(view: FlightRequestView, applicant: PersonCard | null): PrintableFlight {
  const mode = view.flightDateTimeOffsetMode;
  const interval = (i: FlightIntervalView): PrintInterval | null => {
    const start = parseFlightDateTime(i.start, mode);
    const finish = parseFlightDateTime(i.finish, mode);
    return start && finish ? { start, finish } : null;
  };
  const intervals = (list: FlightIntervalView[]) =>
    list
      .map(interval)
      .filter((i): i is PrintInterval => i !== null)
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  const fullName = applicant
    ? [applicant.lastName, applicant.firstName, applicant.patronymic].filter((part) => part?.trim()).join(' ')
    : '';
  return {
    id: view.id,
    name: view.name,
    status: view.status,
    simple: view.simple,
    applicant: { fullName: fullName || null, phone: applicant?.phone ?? null, email: applicant?.email ?? null },
    drone: view.drone
      ? {
          name: view.drone.dictionaryItem.name,
          registrationNumber: view.drone.registrationNumber,
          transponderNumber: view.drone.transponderNumber,
        }
      : null,
    purpose: view.flightPurpose
      ? {
          code: view.flightPurpose.code,
          name: view.flightPurpose.name,
          workType: view.flightPurpose.workType,
          workName: view.flightPurpose.workName,
          workAddress: view.flightPurpose.workAddress,
          custom: view.flightPurpose.custom,
        }
      : null,
    lineOfSight: view.lineOfSight,
    externalPilot: view.externalPilot,
    manager: view.manager,
    developer: view.developer,
    offsetMode: mode,
    general: intervals(view.generalFlightDateTime)[0] ?? null,
    reserved: intervals(view.reservedFlightDateTime),
    route: readRoute(view.geometry),
    takeOffPoint: readPoint(view.takeOffPoint),
    landingPoint: readPoint(view.landingPoint),
    altitudeMin: view.flightAltitudeMin,
    altitudeMax: view.flightAltitudeMax,
    altitudeGroundMin: view.flightAltitudeGroundMin,
    altitudeGroundMax: view.flightAltitudeGroundMax,
    flySpaceClass: view.flySpaceClass,
    outsideLocality: view.outsideLocality,
    restrictedZone: view.restrictedZone,
    routeSummary: view.routeSummary,
    regimeNumber: view.regimeNumber,
  };
}

function readPoint(value: unknown): PrintPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

function readPoints(value: unknown): PrintPoint[] {
  return Array.isArray(value) ? value.map(readPoint).filter((p): p is PrintPoint => p !== null) : [];
}

/** The stored GeoShape (map module's shape: type, points, radius/width) as the forms read it; null when unreadable. */
export function readRoute(geometry: unknown): PrintRoute | null {
  if (typeof geometry !== 'object' || geometry === null) return null;
  const shape = geometry as Record<string, unknown>;
  const number = (key: string) => (typeof shape[key] === 'number' && Number.isFinite(shape[key]) ? (shape[key] as number) : undefined);
  switch (shape.type) {
    case 'MARKER':
    case 'LASSO':
    case 'POLYGON':
      return { type: shape.type, points: readPoints(shape.points) };
    case 'CIRCLE': {
      const radius = number('radius');
      return radius === undefined ? null : { type: 'CIRCLE', points: readPoints(shape.points), radius };
    }
    case 'POLYLINE':
      return { type: 'POLYLINE', points: readPoints(shape.points), width: number('width') };
    case 'MULTIPOLYGON':
      return { type: 'MULTIPOLYGON', points: Array.isArray(shape.points) ? shape.points.map(readPoints) : [] };
    default:
      return null;
  }
}
