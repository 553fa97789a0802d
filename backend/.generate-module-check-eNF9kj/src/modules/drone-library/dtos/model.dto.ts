import { ApiProperty } from '@nestjs/swagger';
import { DRONE_TYPES, ENGINE_TYPES, type DroneType, type EngineType } from '../domain/drone-characteristics';
import { LIBRARY_STATUSES, type LibraryStatus } from '../domain/library-status';
import { WEIGHT_CLASSES, type WeightClass } from '../domain/weight-class';
import { ImageInfoDto } from './image-info.dto';
import { IntervalDto } from './interval.dto';

export class ModelManufacturerDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) nameEn!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ enum: LIBRARY_STATUSES }) status!: LibraryStatus;
}

/** The figures of a model or of a drone built from one (units in domain/drone-characteristics.ts). */
export class CharacteristicsViewDto {
  @ApiProperty({ enum: DRONE_TYPES, nullable: true }) droneType!: DroneType | null;
  @ApiProperty({ enum: ENGINE_TYPES, nullable: true }) engineType!: EngineType | null;
  @ApiProperty() engineCount!: number;
  @ApiProperty({ enum: WEIGHT_CLASSES, nullable: true }) weightClass!: WeightClass | null;
  @ApiProperty({ type: Number, nullable: true, description: 'kg' }) maxTakeoffWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'kg' }) maxLiftingCapacity!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'km' }) maxDistance!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'minutes' }) maxDuration!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'm' }) maxHeight!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'm/s' }) maxHorizontalSpeed!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'm/s' }) maxVerticalSpeed!: number | null;
  @ApiProperty({ type: IntervalDto, description: '°C' }) temperature!: IntervalDto;
  @ApiProperty({ type: IntervalDto, description: 'm/s' }) windSpeed!: IntervalDto;
}

/** A library model as answered. A copy (GET copy/{id}) has `id: null` until saved. */
export class ModelDto extends CharacteristicsViewDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: ModelManufacturerDto }) manufacturer!: ModelManufacturerDto;
  @ApiProperty({ type: [ImageInfoDto] }) imageInfos!: ImageInfoDto[];
  @ApiProperty({ enum: LIBRARY_STATUSES }) status!: LibraryStatus;
  @ApiProperty({ type: String, nullable: true }) source!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) createDate!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updateDate!: string | null;
}

export class ModelPageDto {
  @ApiProperty({ type: [ModelDto] }) data!: ModelDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}
