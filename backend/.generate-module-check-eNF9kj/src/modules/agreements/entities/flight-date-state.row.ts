import type { OrvdStage, OrvdStatus } from '@nebo/shared-vocabulary';

/** A row of flight_date_states: the zonal centre's state of one flight date (a flight_request_intervals row). */
export interface FlightDateStateRow {
  dateId: string;
  flightRequestId: string;
  status: OrvdStatus;
  stage: OrvdStage | null;
  sid: string | null;
  departedAt: Date | null;
  arrivedAt: Date | null;
  autoCancelAt: Date | null;
}
