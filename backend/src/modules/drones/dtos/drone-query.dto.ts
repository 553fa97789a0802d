import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { DRONE_TYPES, type DroneType } from '../../drone-library/domain/drone-characteristics';
import { WEIGHT_CLASSES, type WeightClass } from '../../drone-library/domain/weight-class';
import { trimmedText } from '../../drone-library/dtos/manufacturer-query.dto';

const QUERY_MAX_LENGTH = 200;

/** GET /api/user/drones/find: text, model (id, the filter object reduced to its id), weight class, type. */
export class DroneQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, manufacturer, serial or registration number' })
  @Transform(trimmedText)
  @IsOptional()
  @IsString()
  @MaxLength(QUERY_MAX_LENGTH)
  query?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Library model id' })
  @IsOptional()
  @IsUUID()
  model?: string;

  @ApiPropertyOptional({ enum: WEIGHT_CLASSES })
  @IsOptional()
  @IsIn(WEIGHT_CLASSES)
  weightClass?: WeightClass;

  @ApiPropertyOptional({ enum: DRONE_TYPES })
  @IsOptional()
  @IsIn(DRONE_TYPES)
  droneType?: DroneType;
}
