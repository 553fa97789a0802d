import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class SunriseResponseDto {
  @ApiProperty({ example: '2026-06-21', description: 'The day asked for (today in Moscow when omitted)' })
  date!: string;

  @ApiProperty({ example: 55.7558 })
  lat!: number;

  @ApiProperty({ example: 37.6173 })
  lng!: number;

  @ApiProperty({ example: 'Europe/Moscow', description: 'All times are Moscow time, ISO 8601 with the offset' })
  timeZone!: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: '2026-06-21T03:44:31+03:00' })
  sunrise!: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '2026-06-21T21:18:04+03:00' })
  sunset!: string | null;

  @ApiProperty({ example: '2026-06-21T12:31:17+03:00' })
  solarNoon!: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Start of civil twilight (sun 6° below the horizon)' })
  civilDawn!: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'End of civil twilight' })
  civilDusk!: string | null;

  @ApiProperty({ example: 63213, description: 'Seconds from sunrise to sunset (0 in polar night, 86400 in polar day)' })
  dayLength!: number;

  @ApiPropertyOptional({ nullable: true, enum: ['POLAR_DAY', 'POLAR_NIGHT'], type: String })
  polar!: string | null;
}
