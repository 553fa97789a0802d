import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { DroneQueryDto } from '../../drones/dtos/drone-query.dto';

/** `drone/list-item`: the pilot's list filters (query, model, weightClass, droneType, paging, sort) plus the manufacturer. */
export class CompanyDroneQueryDto extends DroneQueryDto {
  @ApiPropertyOptional({ description: 'Exact manufacturer, any case (an option of drone-manufacturer)' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  manufacturer?: string;
}

export const OPTIONS_DEFAULT_SIZE = 20;
export const OPTIONS_MAX_SIZE = 100;

/** combobox-item, drone-manufacturer, drone-model-name: text contained in the option, and how many to answer. */
export class CompanyDroneOptionsQueryDto {
  @ApiPropertyOptional({ description: 'Text contained in the option (a drone: its name or registration number)' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: OPTIONS_MAX_SIZE, default: OPTIONS_DEFAULT_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: OPTIONS_MAX_SIZE })
  size: number = OPTIONS_DEFAULT_SIZE;
}

/** `drone/default/?modelId=`: the form prefilled from a library model; without modelId the spec's fixed 400. */
export class CompanyDroneDefaultsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Library model id (required: without it 400 "No model id was provided")' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  modelId?: string;
}
