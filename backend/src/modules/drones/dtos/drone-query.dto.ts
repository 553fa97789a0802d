import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, isUUID } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { fastPageFields } from '../../../common/pagination/page-query.fast';
import { registerFastQueryParser } from '../../../common/validation/fast-query';
import { DRONE_TYPES, type DroneType } from '../../drone-library/domain/drone-characteristics';
import { WEIGHT_CLASSES, type WeightClass } from '../../drone-library/domain/weight-class';
import { trimmedText } from '../../drone-library/dtos/manufacturer-query.dto';

const QUERY_MAX_LENGTH = 200;
const DRONE_QUERY_KEYS = new Set(['page', 'size', 'sort', 'query', 'model', 'weightClass', 'droneType']);

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


/**
 * The drones list is the pilot's most frequent call: its query is checked by hand when it is plainly valid
 * (see FastQueryParser), with the rules above as the reference; anything unusual goes to them.
 */
export function fastDroneQuery(raw: Readonly<Record<string, unknown>>): DroneQueryDto | undefined {
  for (const key in raw) if (!DRONE_QUERY_KEYS.has(key)) return undefined;
  const dto = new DroneQueryDto();
  if (!fastPageFields(raw, dto)) return undefined;
  const { query, model, weightClass, droneType } = raw;
  if (query !== undefined) {
    if (typeof query !== 'string') return undefined;
    const text = trimmedText({ value: query }) as string | undefined;
    // UTF-16 length: never below the length MaxLength counts, so nothing longer than the rule allows passes.
    if (text !== undefined && text.length > QUERY_MAX_LENGTH) return undefined;
    dto.query = text;
  }
  if (model !== undefined) {
    if (!isUUID(model)) return undefined;
    dto.model = model as string;
  }
  if (weightClass !== undefined) {
    if (!(WEIGHT_CLASSES as readonly unknown[]).includes(weightClass)) return undefined;
    dto.weightClass = weightClass as WeightClass;
  }
  if (droneType !== undefined) {
    if (!(DRONE_TYPES as readonly unknown[]).includes(droneType)) return undefined;
    dto.droneType = droneType as DroneType;
  }
  return dto;
}

registerFastQueryParser(DroneQueryDto, fastDroneQuery);
