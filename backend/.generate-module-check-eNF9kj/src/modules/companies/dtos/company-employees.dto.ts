import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole } from '@nebo/shared-vocabulary';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { nameTextOrNull, nameTextOrUndefined } from '../../../common/validation/plain-text';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { CompanyPageMetaDto } from './company-registration-info.dto';

const POSITION_MAX = 200;

/** An employee of the caller's company (D7): the user's account names and the company's roles. */
export class CompanyEmployeeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ example: 'company-pilot@nebo.local' }) login!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) patronymic!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Пилот' }) position!: string | null;
  @ApiProperty({ enum: STAFF_ROLES, isArray: true }) roles!: StaffRole[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class CompanyEmployeePageDto {
  @ApiProperty({ type: [CompanyEmployeeDto] }) data!: CompanyEmployeeDto[];
  @ApiProperty({ type: CompanyPageMetaDto }) meta!: CompanyPageMetaDto;
}

/** GET /business/api/company-profile/employee: text and role filters; sort CREATE_DATE (default) or NAME, `-` descending. */
export class CompanyEmployeeQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, e-mail or login', maxLength: 200 })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES, description: 'Only employees holding this role' })
  @IsOptional()
  @IsIn(STAFF_ROLES)
  role?: StaffRole;
}

/** What an admin changes of an employee: the roles (at least one) and the position. */
export class CompanyEmployeeUpdateDto {
  @ApiProperty({ enum: STAFF_ROLES, isArray: true, minItems: 1, maxItems: STAFF_ROLES.length })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(STAFF_ROLES.length)
  @IsIn(STAFF_ROLES, { each: true })
  roles!: StaffRole[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: POSITION_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(POSITION_MAX)
  position?: string | null;
}

/** An employee who may fly the company's flights (holds PILOT). */
export class FlightMemberCandidateDto {
  @ApiProperty({ format: 'uuid' }) employeeId!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) patronymic!: string | null;
  @ApiProperty({ enum: STAFF_ROLES, isArray: true }) roles!: StaffRole[];
}

export class FlightMemberCandidateListDto {
  @ApiProperty({ type: [FlightMemberCandidateDto] }) data!: FlightMemberCandidateDto[];
}

/** An entry of the employee-role dictionary; `name` in the request's language. */
export class EmployeeRoleItemDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ enum: STAFF_ROLES }) code!: StaffRole;
  @ApiProperty({ example: 'Пилот' }) name!: string;
}

export class EmployeeRoleListDto {
  @ApiProperty({ type: [EmployeeRoleItemDto] }) data!: EmployeeRoleItemDto[];
}
