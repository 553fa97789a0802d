import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import {
  DRONE_TYPES,
  ENGINE_TYPES,
  FIGURE_LIMITS,
  MAX_ENGINE_COUNT,
  type DroneType,
  type EngineType,
} from '../domain/drone-characteristics';
import { WEIGHT_CLASSES, type WeightClass } from '../domain/weight-class';
import { TemperatureRangeDto, WindSpeedRangeDto } from './interval.dto';

const finite = { allowNaN: false, allowInfinity: false };

/**
 * The characteristics of the drone form (docs/requirements.md#drone-library), shared by the library's model form and the
 * pilot's drone form. Units are those of domain/drone-characteristics.ts. Figures are optional: a
 * manufacturer that does not publish one leaves it empty rather than guessed.
 */
export class CharacteristicsDto {
  @ApiPropertyOptional({ enum: DRONE_TYPES, nullable: true })
  @IsOptional()
  @IsIn(DRONE_TYPES)
  droneType?: DroneType | null;

  @ApiPropertyOptional({ enum: ENGINE_TYPES, nullable: true })
  @IsOptional()
  @IsIn(ENGINE_TYPES)
  engineType?: EngineType | null;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ENGINE_COUNT, default: 1 })
  @IsOptional()
  @IsBoundedInt({ min: 1, max: MAX_ENGINE_COUNT })
  engineCount?: number | null;

  @ApiPropertyOptional({ enum: WEIGHT_CLASSES, nullable: true, description: 'Derived from maxTakeoffWeight when that is given' })
  @IsOptional()
  @IsIn(WEIGHT_CLASSES)
  weightClass?: WeightClass | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'kg, above 0' })
  @IsOptional()
  @IsNumber(finite)
  @Min(0.001)
  @Max(FIGURE_LIMITS.maxTakeoffWeight)
  maxTakeoffWeight?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'kg' })
  @IsOptional()
  @IsNumber(finite)
  @Min(0)
  @Max(FIGURE_LIMITS.maxLiftingCapacity)
  maxLiftingCapacity?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'km' })
  @IsOptional()
  @IsNumber(finite)
  @Min(0)
  @Max(FIGURE_LIMITS.maxDistance)
  maxDistance?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'minutes' })
  @IsOptional()
  @IsNumber(finite)
  @Min(0)
  @Max(FIGURE_LIMITS.maxDuration)
  maxDuration?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'm above sea level' })
  @IsOptional()
  @IsNumber(finite)
  @Min(0)
  @Max(FIGURE_LIMITS.maxHeight)
  maxHeight?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'm/s' })
  @IsOptional()
  @IsNumber(finite)
  @Min(0)
  @Max(FIGURE_LIMITS.maxHorizontalSpeed)
  maxHorizontalSpeed?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'm/s' })
  @IsOptional()
  @IsNumber(finite)
  @Min(0)
  @Max(FIGURE_LIMITS.maxVerticalSpeed)
  maxVerticalSpeed?: number | null;

  @ApiPropertyOptional({ type: TemperatureRangeDto, description: '°C, -50..50' })
  @IsOptional()
  @NestedObject(() => TemperatureRangeDto)
  temperature?: TemperatureRangeDto | null;

  @ApiPropertyOptional({ type: WindSpeedRangeDto, description: 'm/s, 0..40' })
  @IsOptional()
  @NestedObject(() => WindSpeedRangeDto)
  windSpeed?: WindSpeedRangeDto | null;
}
