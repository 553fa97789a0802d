import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { DRONE_TYPES, ENGINE_TYPES, type DroneType, type EngineType } from '../domain/drone-characteristics';
import { LIBRARY_STATUSES, type LibraryStatus } from '../domain/library-status';
import { WEIGHT_CLASSES, type WeightClass } from '../domain/weight-class';
import { trimmedText } from './manufacturer-query.dto';

/**
 * GET /api/drone/models. Filter objects travel reduced to their id (spec part 1 §7), so the manufacturer
 * filter is `manufacturer=<id>`. `status=ACTIVE` lists only models a pilot can pick (model and
 * manufacturer active).
 */
export class ModelQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the model name or of the manufacturer name' })
  @Transform(trimmedText)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;

  @ApiPropertyOptional({ enum: LIBRARY_STATUSES })
  @IsOptional()
  @IsIn(LIBRARY_STATUSES)
  status?: LibraryStatus;

  @ApiPropertyOptional({ format: 'uuid', description: 'Manufacturer id' })
  @IsOptional()
  @IsUUID()
  manufacturer?: string;

  @ApiPropertyOptional({ enum: DRONE_TYPES })
  @IsOptional()
  @IsIn(DRONE_TYPES)
  droneType?: DroneType;

  @ApiPropertyOptional({ enum: ENGINE_TYPES })
  @IsOptional()
  @IsIn(ENGINE_TYPES)
  engineType?: EngineType;

  @ApiPropertyOptional({ enum: WEIGHT_CLASSES })
  @IsOptional()
  @IsIn(WEIGHT_CLASSES)
  weightClass?: WeightClass;
}
