import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { dictionaryCode } from '../../dictionaries/domain/dictionary-filter';
import { DRONE_TYPES, ENGINE_TYPES, type DroneType, type EngineType } from '../domain/drone-characteristics';
import { LIBRARY_STATUSES, type LibraryStatus } from '../domain/library-status';
import { WEIGHT_CLASSES, type WeightClass } from '../domain/weight-class';

/**
 * GET /api/drone/models. Filter objects travel reduced to their id (docs/requirements.md#drone-library): the manufacturer filter
 * is `manufacturer=<id>` or `manufacturer.id=<id>`, a type filter its code or its dictionary item's id;
 * filters may also come as `filter.…`. `status=ACTIVE` lists only models a pilot can pick (model and
 * manufacturer active).
 */
export class ModelQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the model name or of the manufacturer name' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;

  @ApiPropertyOptional({ enum: LIBRARY_STATUSES })
  @IsOptional()
  @IsIn(LIBRARY_STATUSES)
  status?: LibraryStatus;

  @ApiPropertyOptional({ format: 'uuid', description: 'Manufacturer id (also as manufacturer.id)' })
  @IsOptional()
  @IsUUID()
  manufacturer?: string;

  @ApiPropertyOptional({ enum: DRONE_TYPES, description: 'Code, or DRONE_TYPE item id' })
  @Transform(dictionaryCode('DRONE_TYPE'))
  @IsOptional()
  @IsIn(DRONE_TYPES)
  droneType?: DroneType;

  @ApiPropertyOptional({ enum: ENGINE_TYPES, description: 'Code, or ENGINE_TYPE item id' })
  @Transform(dictionaryCode('ENGINE_TYPE'))
  @IsOptional()
  @IsIn(ENGINE_TYPES)
  engineType?: EngineType;

  @ApiPropertyOptional({ enum: WEIGHT_CLASSES, description: 'Code, or DRONE_WEIGHT_RANGE item id' })
  @Transform(dictionaryCode('DRONE_WEIGHT_RANGE'))
  @IsOptional()
  @IsIn(WEIGHT_CLASSES)
  weightClass?: WeightClass;
}
