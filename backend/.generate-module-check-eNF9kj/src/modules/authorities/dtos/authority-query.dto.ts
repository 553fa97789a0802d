import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { IsBoundedInt, PG_INTEGER_MAX } from '../../../common/validation/is-bounded-int.decorator';

const TEXT_MAX_LENGTH = 200;

/** The common part of both lists: the flight whose route proposes authorities, the name text, the page. */
class AuthorityQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "The caller's flight agreement: the authorities its route crosses come first" })
  @IsOptional()
  @IsUUID()
  flightAgreementId?: string;

  @ApiPropertyOptional({ description: "Part of the name, in the request's language" })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  text?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: PG_INTEGER_MAX, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 0 })
  page: number = 0;
}

export class ZonalCenterQueryDto extends AuthorityQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: 50 })
  size: number = 5;
}

export class MunicipalQueryDto extends AuthorityQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: 100 })
  size: number = 20;
}
