import { ApiProperty } from '@nestjs/swagger';
import {
  FLY_SPACE_USAGE_MODES,
  type FlySpaceUsageMode,
  ORVD_DECISIONS,
  ORVD_STAGES,
  ORVD_STATUSES,
  type OrvdDecision,
  type OrvdStage,
  type OrvdStatus,
  SUBMISSION_CHANNELS,
  SUBMISSION_TYPES,
  type SubmissionChannel,
  type SubmissionType,
} from '@nebo/shared-vocabulary';
import { AuthorityDto } from '../../authorities/dtos/authorities.dto';
import { FileDto } from '../../files/dtos/file.dto';
import { AirportDto } from './airport.dto';
import { DeliveryDto } from './delivery.dto';

export class OrvdStatusDto {
  @ApiProperty({ enum: ORVD_STATUSES, enumName: 'OrvdStatus' }) code!: OrvdStatus;
}

export class FlySpaceRegimeViewDto {
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'date', example: '2026-06-01' }) dateOfIssue!: string;
}

export class PetitionAttributesViewDto {
  @ApiProperty({ type: [String] }) submissionReviewers!: string[];
  @ApiProperty({ description: 'Uppercased' }) note!: string;
}

/** The zonal-centre agreement of a flight. */
export class OrvdAgreementDto {
  @ApiProperty({ type: AuthorityDto, nullable: true }) authority!: AuthorityDto | null;
  @ApiProperty({ type: OrvdStatusDto }) status!: OrvdStatusDto;
  @ApiProperty({ enum: ORVD_STAGES, enumName: 'OrvdStage' }) stage!: OrvdStage;
  @ApiProperty({ enum: ORVD_DECISIONS, enumName: 'OrvdDecision', nullable: true }) decision!: OrvdDecision | null;
  @ApiProperty({ enum: SUBMISSION_CHANNELS, enumName: 'SubmissionChannel', nullable: true }) submissionSentType!: SubmissionChannel | null;
  @ApiProperty({ enum: SUBMISSION_TYPES, enumName: 'SubmissionType', nullable: true }) submissionType!: SubmissionType | null;
  @ApiProperty({ type: AuthorityDto, nullable: true, description: 'The first centre the route crosses' })
  defaultAuthority!: AuthorityDto | null;
  @ApiProperty({ enum: FLY_SPACE_USAGE_MODES, enumName: 'FlySpaceUsageMode', nullable: true }) flySpaceUsageMode!: FlySpaceUsageMode | null;
  @ApiProperty({ type: FlySpaceRegimeViewDto, nullable: true }) flySpaceRegime!: FlySpaceRegimeViewDto | null;
  @ApiProperty({ type: PetitionAttributesViewDto, nullable: true }) flySpaceUsagePetitionAttributes!: PetitionAttributesViewDto | null;
  @ApiProperty({ type: AirportDto, nullable: true }) takeoffAirport!: AirportDto | null;
  @ApiProperty({ type: AirportDto, nullable: true }) landingAirport!: AirportDto | null;
  @ApiProperty({ type: String, nullable: true }) agreementRecipientEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The centre's comment on its decision" }) comment!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sendDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decisionEntryDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) permitNumber!: string | null;
  @ApiProperty() restrictedZone!: boolean;
  @ApiProperty({ type: String, nullable: true }) restrictionZoneInsteadOfGeometry!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The channel's id of the submission" }) externalId!: string | null;
  @ApiProperty({ type: DeliveryDto, nullable: true }) delivery!: DeliveryDto | null;
  @ApiProperty({ type: FileDto, nullable: true, description: "The decision's file, when the centre decided on the platform with one" })
  decisionFile!: FileDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who decided on the platform: «Фамилия И. (Должность), <authority>»' })
  decidedBy!: string | null;
}
