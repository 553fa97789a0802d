import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsBoundedInt, PG_INTEGER_MAX } from '../../../common/validation/is-bounded-int.decorator';
import { nameText } from '../../../common/validation/plain-text';

const NAME_MAX = 200;

export class AuthorityDepartmentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Диспетчерская служба' }) name!: string;
  @ApiProperty({ format: 'uuid' }) authorityId!: string;
  @ApiProperty({ description: 'Employees (joined or invited) in the department' }) employeeCount!: number;
}

class PageMetaDto {
  @ApiProperty() totalCount!: number;
}

export class AuthorityDepartmentPageDto {
  @ApiProperty({ type: [AuthorityDepartmentDto] }) data!: AuthorityDepartmentDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
}

export class AuthorityDepartmentQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "The caller's authority (the only one a member may list)" })
  @IsOptional()
  @IsUUID()
  authorityId?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: PG_INTEGER_MAX, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 0 })
  page: number = 0;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: 100 })
  size: number = 50;
}

export class AuthorityDepartmentCreateDto {
  @ApiProperty({ maxLength: NAME_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX)
  name!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  authorityId!: string;
}

export class AuthorityDepartmentUpdateDto extends AuthorityDepartmentCreateDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;
}
