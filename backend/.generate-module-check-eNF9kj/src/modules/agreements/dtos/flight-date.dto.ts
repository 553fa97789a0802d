import { ApiProperty } from '@nestjs/swagger';
import {
  FLIGHT_MESSAGE_KINDS,
  type FlightMessageKind,
  ORVD_STAGES,
  ORVD_STATUSES,
  type OrvdStage,
  type OrvdStatus,
} from '@nebo/shared-vocabulary';
import { DeliveryDto } from './delivery.dto';

export class FlightMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: FLIGHT_MESSAGE_KINDS, enumName: 'FlightMessageKind' }) kind!: FlightMessageKind;
  @ApiProperty({ description: 'The message in the message-table format' }) text!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt!: string | null;
  @ApiProperty({ type: DeliveryDto }) delivery!: DeliveryDto;
  @ApiProperty({ type: String, nullable: true, description: "The centre's reply, raw" }) reply!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) replyAt!: string | null;
}

/** One flight date (a flight request interval) with its zonal-centre state and messages. */
export class FlightDateDto {
  @ApiProperty({ format: 'uuid', description: 'The dateId of the message calls' }) id!: string;
  @ApiProperty({ enum: ['GENERAL', 'RESERVED'] }) kind!: 'GENERAL' | 'RESERVED';
  @ApiProperty({ example: '2026-06-01T09:00:00', description: "In the request's offset mode" }) start!: string;
  @ApiProperty({ example: '2026-06-01T10:00:00' }) finish!: string;
  @ApiProperty({ format: 'date-time' }) startUtc!: string;
  @ApiProperty({ format: 'date-time' }) finishUtc!: string;
  @ApiProperty({ enum: ORVD_STATUSES, enumName: 'OrvdStatus' }) status!: OrvdStatus;
  @ApiProperty({ enum: ORVD_STAGES, enumName: 'OrvdStage', nullable: true }) stage!: OrvdStage | null;
  @ApiProperty({ type: String, nullable: true, description: "The centre's SID of this flight" }) sid!: string | null;
  @ApiProperty({ type: [FlightMessageDto] }) messages!: FlightMessageDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a CNL goes without a DEP' })
  autoCancelAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) departedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) arrivedAt!: string | null;
}
