import { ApiProperty } from '@nestjs/swagger';
import { FLIGHT_OFFSET_MODES, FLIGHT_REQUEST_STATUSES, type FlightOffsetMode, type FlightRequestStatus } from '@nebo/shared-vocabulary';
import { LocalGovernmentAgreementDto } from '../../local-agreements/dtos/local-agreements.dto';
import { FlightDateDto } from './flight-date.dto';
import { OrvdAgreementDto } from './orvd-agreement.dto';

/** `GET {id}/agreement`: every approving body of the flight in parallel, and its dates. */
export class FlightAgreementViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: FLIGHT_OFFSET_MODES }) offsetMode!: FlightOffsetMode;
  @ApiProperty() outsideLocality!: boolean;
  @ApiProperty({ enum: FLIGHT_REQUEST_STATUSES, description: "The flight request's status" }) status!: FlightRequestStatus;
  @ApiProperty({ type: OrvdAgreementDto, nullable: true }) orvdAgreement!: OrvdAgreementDto | null;
  @ApiProperty({ type: [LocalGovernmentAgreementDto] }) localGovernmentAgreements!: LocalGovernmentAgreementDto[];
  @ApiProperty({ type: [FlightDateDto], description: 'Every interval, sorted by start' }) dates!: FlightDateDto[];
}
