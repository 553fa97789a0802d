import { ApiProperty } from '@nestjs/swagger';
import { CASE_EVENT_ACTORS, type CaseEventActor } from '@nebo/shared-vocabulary';

/** One entry of the append-only case file. */
export class CaseEventDto {
  @ApiProperty({ example: '42' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ enum: CASE_EVENT_ACTORS, enumName: 'CaseEventActor' }) actor!: CaseEventActor;
  @ApiProperty({ type: String, nullable: true }) actorName!: string | null;
  @ApiProperty({ enum: ['ORVD', 'LOCAL'] }) body!: 'ORVD' | 'LOCAL';
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) authorityId!: string | null;
  @ApiProperty({ type: String, nullable: true }) authorityName!: string | null;
  @ApiProperty({ example: 'orvd.submission-sent' }) event!: string;
  @ApiProperty({ description: 'In the language of Accept-Language' }) summary!: string;
  @ApiProperty({ description: 'sha256 (hex) of the canonical JSON of { flightRequestId, at, actor, event, payload }' }) digest!: string;
}

export class CaseEventPageDto {
  @ApiProperty({ type: [CaseEventDto] }) data!: CaseEventDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}
