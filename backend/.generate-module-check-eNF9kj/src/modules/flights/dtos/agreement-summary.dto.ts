import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_AGREEMENT_STATUSES, ORVD_STATUSES, type OrvdStatus } from '@nebo/shared-vocabulary';
import type { AgreementStatusView, ShrInfoView } from '../ports/agreement-summary';

const APPROVING_BODIES = ['ORVD', 'LOCAL'] as const;

/** One approving body of a converted request and where it stands (the agreements module's summary). */
export class AgreementStatusDto implements AgreementStatusView {
  @ApiProperty({ enum: APPROVING_BODIES, description: 'ORVD: the zonal centre (always first); LOCAL: a local administration' })
  body!: 'ORVD' | 'LOCAL';
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) authorityId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The authority's name in the request's language (Accept-Language)" })
  authorityName!: string | null;
  @ApiProperty({
    example: 'PENDING',
    description: `ORVD: the zonal centre's status (${ORVD_STATUSES.join(', ')}); LOCAL: ${LOCAL_AGREEMENT_STATUSES.join(', ')}`,
  })
  status!: string;
}

/** A flight date whose SHR was written: its latest SHR, the date's state and the SID the centre gave. */
export class ShrInfoDto implements ShrInfoView {
  @ApiProperty({ format: 'uuid', description: 'The interval id (dateId of the flight messages)' }) dateId!: string;
  @ApiProperty({ enum: ORVD_STATUSES, description: "The date's state with the zonal centre" }) status!: OrvdStatus;
  @ApiProperty({ type: String, nullable: true, example: '7772251060', description: "The centre's SID once the SHR is acknowledged" })
  sid!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the SHR was delivered; null while under way' })
  sentAt!: string | null;
  @ApiProperty({ description: "The SHR's text (the latest SHR of the date)" }) text!: string;
}
