import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_STATES, type DeliveryState, SUBMISSION_CHANNELS, type SubmissionChannel } from '@nebo/shared-vocabulary';

/** One send's progress (a submission or a flight message), as the page shows it. */
export class DeliveryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: SUBMISSION_CHANNELS, enumName: 'SubmissionChannel' }) channel!: SubmissionChannel;
  @ApiProperty({ enum: DELIVERY_STATES, enumName: 'DeliveryState' }) state!: DeliveryState;
  @ApiProperty({ description: 'Attempts made so far' }) attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next retry runs (RETRYING)' })
  nextAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt!: string | null;
}
