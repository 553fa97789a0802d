import type {
  AviationWorkType,
  FlightOffsetMode,
  FlightPurpose,
  FlightRequestStatus,
  FlySpaceClass,
  LineOfSight,
} from '@nebo/shared-vocabulary';

/** A point in decimal degrees (WGS 84), as the map and the SHR writer take it. */
export interface PrintPoint {
  lat: number;
  lng: number;
}

/** The route as the map module stores it (a GeoShape), read structurally; anything else is `null`. */
export type PrintRoute =
  | { type: 'MARKER'; points: PrintPoint[] }
  | { type: 'CIRCLE'; points: PrintPoint[]; radius: number }
  | { type: 'POLYLINE'; points: PrintPoint[]; width?: number }
  | { type: 'LASSO'; points: PrintPoint[] }
  | { type: 'POLYGON'; points: PrintPoint[] }
  | { type: 'MULTIPOLYGON'; points: PrintPoint[][] };

/** One flight window as instants (the request's offset mode only decides how they are printed). */
export interface PrintInterval {
  start: Date;
  finish: Date;
}

export interface PrintContact {
  fullName: string | null;
  phone: string | null;
}

/**
 * Everything the printed forms show about a flight request: the request (FlightRequestView) plus its owner's
 * card (name, phone, e-mail). Built by `toPrintableFlight` (print.service.ts); forms take only this.
 */
export interface PrintableFlight {
  id: string;
  name: string | null;
  status: FlightRequestStatus;
  simple: boolean;
  /** The pilot (the owner, an individual): full name, phone digits, e-mail. */
  applicant: { fullName: string | null; phone: string | null; email: string | null };
  drone: { name: string | null; registrationNumber: string | null; transponderNumber: string | null } | null;
  purpose: {
    code: FlightPurpose;
    name: string | null;
    workType: AviationWorkType | null;
    workName: string | null;
    workAddress: string | null;
    custom: string | null;
  } | null;
  lineOfSight: LineOfSight;
  externalPilot: PrintContact | null;
  manager: PrintContact | null;
  developer: PrintContact | null;
  offsetMode: FlightOffsetMode;
  /** The general flight date (none on a draft without dates). */
  general: PrintInterval | null;
  /** Reserved dates, sorted by start. */
  reserved: PrintInterval[];
  route: PrintRoute | null;
  takeOffPoint: PrintPoint | null;
  landingPoint: PrintPoint | null;
  altitudeMin: number | null;
  altitudeMax: number | null;
  altitudeGroundMin: number | null;
  altitudeGroundMax: number | null;
  flySpaceClass: FlySpaceClass | null;
  outsideLocality: boolean;
  restrictedZone: boolean;
  routeSummary: string | null;
  regimeNumber: string | null;
}
