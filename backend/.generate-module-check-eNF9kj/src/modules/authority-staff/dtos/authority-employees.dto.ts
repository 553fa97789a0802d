import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsBoundedInt, PG_INTEGER_MAX } from '../../../common/validation/is-bounded-int.decorator';
import { nameText, nameTextOrUndefined } from '../../../common/validation/plain-text';
import { EMAIL_MAX_LENGTH } from '../../users/domain/email-address';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '../entities/authority-employee.row';

const POSITION_MAX = 200;

export class AuthorityEmployeeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) authorityId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) departmentId!: string | null;
  @ApiProperty({ type: String, nullable: true }) departmentName!: string | null;
  @ApiProperty({ example: 'Начальник смены' }) position!: string;
  @ApiProperty({ example: 'employee@example.ru' }) email!: string;
  @ApiProperty({ type: String, nullable: true, description: "The joined user's full name; null while invited" }) fullName!: string | null;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty({ enum: EMPLOYEE_STATUSES }) status!: EmployeeStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) invitedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) joinedAt!: string | null;
}

class PageMetaDto {
  @ApiProperty() totalCount!: number;
}

export class AuthorityEmployeePageDto {
  @ApiProperty({ type: [AuthorityEmployeeDto] }) data!: AuthorityEmployeeDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
}

export class AuthorityEmployeeQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "The caller's authority (the only one a member may list)" })
  @IsOptional()
  @IsUUID()
  authorityId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  departmentId?: string;

  @ApiPropertyOptional({ description: 'Part of the name, e-mail or position', maxLength: 200 })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  text?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: PG_INTEGER_MAX, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 0 })
  page: number = 0;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: 100 })
  size: number = 20;
}

export class AuthorityEmployeeCreateDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH, example: 'employee@example.ru' })
  @Transform(nameText)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiProperty({ maxLength: POSITION_MAX, example: 'Диспетчер' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(POSITION_MAX)
  position!: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID()
  departmentId?: string | null;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  authorityId!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean;
}

export class AuthorityEmployeeUpdateDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;

  @ApiProperty({ maxLength: POSITION_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(POSITION_MAX)
  position!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: no department' })
  @IsOptional()
  @IsUUID()
  departmentId!: string | null;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  authorityId!: string;

  @ApiProperty()
  @IsBoolean()
  isAdmin!: boolean;
}
