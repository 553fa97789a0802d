import { ApiProperty } from '@nestjs/swagger';
import {
  FLIGHT_OFFSET_MODES,
  FLIGHT_REQUEST_STATUSES,
  FLIGHT_TYPES,
  FLY_SPACE_CLASSES,
  LINES_OF_SIGHT,
  type FlightOffsetMode,
  type FlightRequestStatus,
  type FlySpaceClass,
  type LineOfSight,
} from '@nebo/shared-vocabulary';
import { FileDto } from '../../files/dtos/file.dto';
import { GeoShapeDto } from '../../map/dtos/geo-shape.dto';
import type {
  FlightContactView,
  FlightDroneView,
  FlightIntervalView,
  FlightPurposeView,
  FlightRequestView,
  LatLngView,
} from '../domain/flight-request';
import { AgreementStatusDto, ShrInfoDto } from './agreement-summary.dto';
import { FlightContactDto, FlightDroneDto, FlightIntervalDto, FlightPointDto, FlightPurposeDto } from './flight-parts.dto';

/** A flight request as the server answers it (docs/requirements.md#flights). */
export class FlightRequestDto implements FlightRequestView {
  @ApiProperty({ format: 'uuid', description: 'Also the id of its agreement' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: FLIGHT_REQUEST_STATUSES }) status!: FlightRequestStatus;
  @ApiProperty() simple!: boolean;
  @ApiProperty({ enum: FLIGHT_TYPES, description: 'Derived: simple ⇒ AMATEUR' }) flightType!: 'AMATEUR' | 'PROFESSIONAL';
  @ApiProperty({ type: FlightDroneDto, nullable: true }) drone!: FlightDroneView | null;
  @ApiProperty({ type: FlightPurposeDto, nullable: true }) flightPurpose!: FlightPurposeView | null;
  @ApiProperty({ enum: LINES_OF_SIGHT }) lineOfSight!: LineOfSight;
  @ApiProperty({ type: FlightContactDto, nullable: true }) externalPilot!: FlightContactView | null;
  @ApiProperty({ type: FlightContactDto, nullable: true }) manager!: FlightContactView | null;
  @ApiProperty({ type: FlightContactDto, nullable: true }) developer!: FlightContactView | null;
  @ApiProperty({ enum: FLIGHT_OFFSET_MODES }) flightDateTimeOffsetMode!: FlightOffsetMode;
  @ApiProperty({ type: [FlightIntervalDto] }) generalFlightDateTime!: FlightIntervalView[];
  @ApiProperty({ type: [FlightIntervalDto] }) reservedFlightDateTime!: FlightIntervalView[];
  @ApiProperty({ type: String, nullable: true, example: '2026-06-01T09:00:00', description: 'Earliest start, in the offset mode' })
  firstFlightDateTime!: string | null;
  @ApiProperty({ type: GeoShapeDto, nullable: true }) geometry!: unknown | null;
  @ApiProperty({ type: FlightPointDto, nullable: true }) takeOffPoint!: LatLngView | null;
  @ApiProperty({ type: FlightPointDto, nullable: true }) landingPoint!: LatLngView | null;
  @ApiProperty({ type: Number, nullable: true }) flightAltitudeMin!: number | null;
  @ApiProperty({ type: Number, nullable: true }) flightAltitudeMax!: number | null;
  @ApiProperty({ type: Number, nullable: true }) flightAltitudeGroundMin!: number | null;
  @ApiProperty({ type: Number, nullable: true }) flightAltitudeGroundMax!: number | null;
  @ApiProperty() editable!: boolean;
  @ApiProperty() deletable!: boolean;
  @ApiProperty({ enum: FLY_SPACE_CLASSES, nullable: true }) flySpaceClass!: FlySpaceClass | null;
  @ApiProperty({ description: 'The route lies outside every locality (false when unknown)' }) outsideLocality!: boolean;
  @ApiProperty({ description: 'The route crosses a restricted, prohibited or danger zone' }) restrictedZone!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'CIRCLE R=700 m; 55.1500N 37.6200E' }) routeSummary!: string | null;
  @ApiProperty({ type: FileDto, nullable: true }) snapshotFile!: FileDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null until the agreements issue' }) regimeNumber!: string | null;
  @ApiProperty({ type: [ShrInfoDto], description: 'The flight dates with an SHR, by start; empty on a draft' })
  shrInfoList!: ShrInfoDto[];
  @ApiProperty({ type: [AgreementStatusDto], description: 'One per approving body, the zonal centre first; empty until one is chosen' })
  agreementStatuses!: AgreementStatusDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** A row of the list (table, tiles, map and calendar views). */
export class FlightRequestListItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: FLIGHT_REQUEST_STATUSES }) status!: FlightRequestStatus;
  @ApiProperty() simple!: boolean;
  @ApiProperty({ enum: FLIGHT_TYPES }) flightType!: 'AMATEUR' | 'PROFESSIONAL';
  @ApiProperty({ type: FlightDroneDto, nullable: true }) drone!: FlightDroneView | null;
  @ApiProperty({ type: FlightPurposeDto, nullable: true }) flightPurpose!: FlightPurposeView | null;
  @ApiProperty({ enum: FLIGHT_OFFSET_MODES }) flightDateTimeOffsetMode!: FlightOffsetMode;
  @ApiProperty({ type: String, nullable: true, example: '2026-06-01T09:00:00', description: 'Earliest start, in the offset mode' })
  firstFlightDateTime!: string | null;
  @ApiProperty({ type: [FlightIntervalDto], description: 'Every interval (general and reserved), sorted by start: the calendar view' })
  dates!: FlightIntervalView[];
  @ApiProperty({ type: GeoShapeDto, nullable: true, description: 'The route: the map view' }) geometry!: unknown | null;
  @ApiProperty({ type: Number, nullable: true }) flightAltitudeMax!: number | null;
  @ApiProperty({ enum: FLY_SPACE_CLASSES, nullable: true }) flySpaceClass!: FlySpaceClass | null;
  @ApiProperty({ type: String, nullable: true }) routeSummary!: string | null;
  @ApiProperty({ type: FileDto, nullable: true }) snapshotFile!: FileDto | null;
  @ApiProperty() editable!: boolean;
  @ApiProperty() deletable!: boolean;
  @ApiProperty({ type: [AgreementStatusDto], description: 'One per approving body, the zonal centre first; empty until one is chosen' })
  agreementStatuses!: AgreementStatusDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class FlightRequestPageDto {
  @ApiProperty({ type: [FlightRequestListItemDto] }) data!: FlightRequestListItemDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}

export class HasActiveAgreementDto {
  @ApiProperty({ description: 'The request has an agreement under review or granted (PENDING or ALLOWED)' })
  hasActiveAgreement!: boolean;
}
