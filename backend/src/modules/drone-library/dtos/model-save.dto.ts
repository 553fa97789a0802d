import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { PROJECTIONS } from '../domain/drone-characteristics';
import { CharacteristicsDto } from './characteristics.dto';
import { KeptImageDto } from './image-info.dto';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The `model` JSON part of POST /api/drone/models/save. `imageInfos` lists the pictures to keep; new
 * pictures are file parts `images.FRONT`, `images.TOP`, … (a projection that is neither kept nor sent is
 * removed).
 */
export class ModelSaveDto extends CharacteristicsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Absent to create' })
  @IsOptional()
  @IsUUID()
  id?: string | null;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  manufacturerId!: string;

  @ApiProperty({ maxLength: 200, example: 'Геоскан 201' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({ type: [KeptImageDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROJECTIONS.length)
  @ValidateNested({ each: true })
  @Type(() => KeptImageDto)
  imageInfos?: KeptImageDto[];
}
