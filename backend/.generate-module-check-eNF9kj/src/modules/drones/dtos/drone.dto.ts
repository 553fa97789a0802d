import { ApiProperty } from '@nestjs/swagger';
import { DRONE_TYPES, type DroneType } from '../../drone-library/domain/drone-characteristics';
import { WEIGHT_CLASSES, type WeightClass } from '../../drone-library/domain/weight-class';
import { ImageInfoDto } from '../../drone-library/dtos/image-info.dto';
import { CharacteristicsViewDto } from '../../drone-library/dtos/model.dto';
import { FileDto } from '../../files/dtos/file.dto';

export class DroneModelRefDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** A pilot's drone (docs/requirements.md#drones). */
export class DroneDto extends CharacteristicsViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) modelId!: string | null;
  @ApiProperty({ type: DroneModelRefDto, nullable: true }) model!: DroneModelRefDto | null;
  @ApiProperty({ type: String, nullable: true }) manufacturer!: string | null;
  @ApiProperty({ type: String, nullable: true }) serialNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
  @ApiProperty({ type: Number, nullable: true }) issueYear!: number | null;
  @ApiProperty({ type: [ImageInfoDto] }) imageInfos!: ImageInfoDto[];
  @ApiProperty({ type: [FileDto] }) registrationCertScans!: FileDto[];
  @ApiProperty({ type: [FileDto] }) airworthinessCertScans!: FileDto[];
  @ApiProperty({ format: 'date-time' }) createDate!: string;
  @ApiProperty({ format: 'date-time' }) updateDate!: string;
}

/** A row of the pilot's list (table and tiles): the main picture and the identifying fields. */
export class DroneListItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: DroneModelRefDto, nullable: true }) model!: DroneModelRefDto | null;
  @ApiProperty({ type: String, nullable: true }) manufacturer!: string | null;
  @ApiProperty({ type: String, nullable: true }) serialNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
  @ApiProperty({ type: Number, nullable: true }) issueYear!: number | null;
  @ApiProperty({ enum: DRONE_TYPES, nullable: true }) droneType!: DroneType | null;
  @ApiProperty({ enum: WEIGHT_CLASSES, nullable: true }) weightClass!: WeightClass | null;
  @ApiProperty({ type: Number, nullable: true, description: 'kg' }) maxTakeoffWeight!: number | null;
  @ApiProperty({ type: ImageInfoDto, nullable: true, description: 'The FRONT picture' }) mainImage!: ImageInfoDto | null;
  @ApiProperty({ format: 'date-time' }) createDate!: string;
}

export class DronePageDto {
  @ApiProperty({ type: [DroneListItemDto] }) data!: DroneListItemDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}

/** GET library-defaults/{id}: the drone form prefilled from a library model (no id, no pictures yet). */
export class DroneDefaultsDto extends CharacteristicsViewDto {
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty({ type: DroneModelRefDto }) model!: DroneModelRefDto;
  @ApiProperty({ description: "The model's name, as a starting name for the drone" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) manufacturer!: string | null;
}
