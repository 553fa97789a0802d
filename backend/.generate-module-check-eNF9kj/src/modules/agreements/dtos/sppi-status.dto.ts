import { ApiProperty } from '@nestjs/swagger';
import { ORVD_DECISIONS, ORVD_STATUSES, type OrvdDecision, type OrvdStatus } from '@nebo/shared-vocabulary';

/** What SPPI says now about a submission (dateId null) or a date's SHR, once applied. */
export class SppiStatusDto {
  @ApiProperty({ format: 'uuid' }) flightAgreementId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) dateId!: string | null;
  @ApiProperty({ enum: ORVD_STATUSES, enumName: 'OrvdStatus' }) status!: OrvdStatus;
  @ApiProperty({ enum: ORVD_DECISIONS, enumName: 'OrvdDecision', nullable: true }) decision!: OrvdDecision | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decisionDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) externalId!: string | null;
  @ApiProperty({ format: 'date-time' }) checkedAt!: string;
}

export class SppiStatusListDto {
  @ApiProperty({ type: [SppiStatusDto] }) data!: SppiStatusDto[];
}
