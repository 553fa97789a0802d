import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { NestedObjectList } from '../../../common/validation/nested.decorator';
import { nameText } from '../../../common/validation/plain-text';
import { PROJECTIONS } from '../domain/drone-characteristics';
import { CharacteristicsDto } from './characteristics.dto';
import { KeptImageDto } from './image-info.dto';

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
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({ type: [KeptImageDto] })
  @IsOptional()
  @NestedObjectList(() => KeptImageDto)
  @ArrayMaxSize(PROJECTIONS.length)
  imageInfos?: KeptImageDto[];
}
