import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthChecksDto {
  @ApiProperty({ enum: ['up'] }) database!: 'up';
}

export class HealthStatusDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiPropertyOptional({ type: HealthChecksDto }) checks?: HealthChecksDto;
}
