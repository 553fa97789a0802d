import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { PROJECTIONS, type Projection } from '../domain/drone-characteristics';

/**
 * An image the form keeps: `id` is the file id of a picture the record already has. New pictures are not
 * listed here; they arrive as file parts named `images.<PROJECTION>` and replace that projection.
 */
export class KeptImageDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;

  @ApiProperty({ enum: PROJECTIONS })
  @IsIn(PROJECTIONS)
  projection!: Projection;
}

/** An image in answers (imageInfos: id, main, url, projection, plus the file name; docs/requirements.md#drone-library). */
export class ImageInfoDto {
  @ApiProperty({ format: 'uuid', description: 'File id' }) id!: string;
  @ApiProperty({ description: 'True for FRONT, the main picture' }) main!: boolean;
  @ApiProperty() url!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) filename!: string | null;
  @ApiProperty({ enum: PROJECTIONS }) projection!: Projection;
}
