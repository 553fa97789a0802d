import { ApiProperty } from '@nestjs/swagger';
import { SUBMISSION_CHANNELS, type SubmissionChannel } from '@nebo/shared-vocabulary';

/** A submission channel as the form offers it: is it up, and can the caller use it now. */
export class ChannelHealthDto {
  @ApiProperty({ enum: SUBMISSION_CHANNELS, enumName: 'SubmissionChannel' }) channel!: SubmissionChannel;
  @ApiProperty() healthy!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) checkedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ description: 'The channel needs the SPPI sign-in' }) requiresSignIn!: boolean;
  @ApiProperty({ description: 'The caller is signed in where the channel needs it (true when it needs nothing)' }) signedIn!: boolean;
}

export class SubmissionChannelsDto {
  @ApiProperty({ type: [ChannelHealthDto] }) data!: ChannelHealthDto[];
}
