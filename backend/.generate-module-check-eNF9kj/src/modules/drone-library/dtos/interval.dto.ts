import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, Max, Min, ValidateBy, ValidationOptions } from 'class-validator';
import { TEMPERATURE_RANGE, WIND_SPEED_RANGE } from '../domain/drone-characteristics';

/** `from` must not exceed `to` when both are given. */
function NotAbove(property: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notAbove',
      validator: {
        validate: (value: unknown, args) => {
          const other = (args?.object as Record<string, unknown>)[property];
          return typeof value !== 'number' || typeof other !== 'number' || value <= other;
        },
        defaultMessage: () => `$property must not be greater than ${property}`,
      },
    },
    options,
  );
}

/** Temperature range in °C, -50..50 (docs/requirements.md#drone-library). */
export class TemperatureRangeDto {
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: TEMPERATURE_RANGE.min, maximum: TEMPERATURE_RANGE.max, example: -10 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(TEMPERATURE_RANGE.min)
  @Max(TEMPERATURE_RANGE.max)
  @NotAbove('to')
  from?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: TEMPERATURE_RANGE.min, maximum: TEMPERATURE_RANGE.max, example: 40 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(TEMPERATURE_RANGE.min)
  @Max(TEMPERATURE_RANGE.max)
  to?: number | null;
}

/** Wind speed range in m/s, 0..40 (docs/requirements.md#drone-library). */
export class WindSpeedRangeDto {
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: WIND_SPEED_RANGE.min, maximum: WIND_SPEED_RANGE.max, example: 0 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(WIND_SPEED_RANGE.min)
  @Max(WIND_SPEED_RANGE.max)
  @NotAbove('to')
  from?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: WIND_SPEED_RANGE.min, maximum: WIND_SPEED_RANGE.max, example: 12 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(WIND_SPEED_RANGE.min)
  @Max(WIND_SPEED_RANGE.max)
  to?: number | null;
}

/** The answer shape of both ranges. */
export class IntervalDto {
  // Always in the answer (null when unknown): the front ends' types are generated from this.
  @ApiProperty({ type: Number, nullable: true }) from!: number | null;
  @ApiProperty({ type: Number, nullable: true }) to!: number | null;
}
