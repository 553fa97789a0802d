import { ApiProperty } from '@nestjs/swagger';
import { DictionaryItemDto } from '../../dictionaries/dtos/dictionary-item.dto';
import { DroneDto, DroneListItemDto } from '../../drones/dtos/drone.dto';
import { FileDto } from '../../files/dtos/file.dto';

/** A company's drone: the pilot's drone answer plus the scan proving the company owns it. */
export class CompanyDroneDto extends DroneDto {
  @ApiProperty({ type: FileDto, nullable: true }) ownershipProofScan!: FileDto | null;
}

export class CompanyDronePageMetaDto {
  @ApiProperty({ example: 1 }) totalCount!: number;
}

/** `drone/list-item`: the rows of the company's list (table and tiles) and the total. */
export class CompanyDronePageDto {
  @ApiProperty({ type: [DroneListItemDto] }) data!: DroneListItemDto[];
  @ApiProperty({ type: CompanyDronePageMetaDto }) meta!: CompanyDronePageMetaDto;
}

/** A company drone in a picker (a flight request's drone). */
export class CompanyDroneComboboxItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
}

export class CompanyDroneComboboxListDto {
  @ApiProperty({ type: [CompanyDroneComboboxItemDto] }) data!: CompanyDroneComboboxItemDto[];
}

/** A manufacturer among the company's drones (a list filter's option). */
export class CompanyDroneManufacturerDto {
  @ApiProperty({ example: 'DJI' }) name!: string;
}

export class CompanyDroneManufacturerListDto {
  @ApiProperty({ type: [CompanyDroneManufacturerDto] }) data!: CompanyDroneManufacturerDto[];
}

/** A library model among the company's drones (a list filter's option: `model` takes its id). */
export class CompanyDroneModelNameDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'DJI Matrice 350 RTK' }) name!: string;
}

export class CompanyDroneModelNameListDto {
  @ApiProperty({ type: [CompanyDroneModelNameDto] }) data!: CompanyDroneModelNameDto[];
}

/** drone-type, engine-type, drone-weight-range: the dictionary's items in the request's language. */
export class CompanyDroneDictionaryDto {
  @ApiProperty({ type: [DictionaryItemDto] }) data!: DictionaryItemDto[];
}
