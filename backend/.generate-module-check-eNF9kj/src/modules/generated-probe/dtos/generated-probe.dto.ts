import { ApiProperty } from '@nestjs/swagger';

export class GeneratedProbeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'First item' }) title!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
