import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { dictionaryCode } from '../../dictionaries/domain/dictionary-filter';
import { DRONE_TYPES, type DroneType } from '../../drone-library/domain/drone-characteristics';
import { WEIGHT_CLASSES, type WeightClass } from '../../drone-library/domain/weight-class';

const QUERY_MAX_LENGTH = 200;

/**
 * GET /api/user/drones/find: text, model (its id: `model=` or `model.id=`), weight class, type (a code, or
 * the DRONE_WEIGHT_RANGE / DRONE_TYPE dictionary item's id); filters may also come as `filter.…`.
 */
export class DroneQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, manufacturer, serial or registration number' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(QUERY_MAX_LENGTH)
  query?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Library model id (also as model.id)' })
  @IsOptional()
  @IsUUID()
  model?: string;

  @ApiPropertyOptional({ enum: WEIGHT_CLASSES, description: 'Code, or DRONE_WEIGHT_RANGE item id' })
  @Transform(dictionaryCode('DRONE_WEIGHT_RANGE'))
  @IsOptional()
  @IsIn(WEIGHT_CLASSES)
  weightClass?: WeightClass;

  @ApiPropertyOptional({ enum: DRONE_TYPES, description: 'Code, or DRONE_TYPE item id' })
  @Transform(dictionaryCode('DRONE_TYPE'))
  @IsOptional()
  @IsIn(DRONE_TYPES)
  droneType?: DroneType;
}
