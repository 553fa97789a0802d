import { ApiProperty } from '@nestjs/swagger';
import { LIBRARY_STATUSES, type LibraryStatus } from '../domain/library-status';

/** A manufacturer as the library answers it. */
export class ManufacturerDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) nameEn!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2' }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ enum: LIBRARY_STATUSES }) status!: LibraryStatus;
  @ApiProperty({ description: 'Live (not deleted) models' }) modelsCount!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Where the seeded data comes from' }) source!: string | null;
  @ApiProperty({ format: 'date-time' }) createDate!: string;
  @ApiProperty({ format: 'date-time' }) updateDate!: string;
}

export class ManufacturerPageDto {
  @ApiProperty({ type: [ManufacturerDto] }) data!: ManufacturerDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}
