import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '@nebo/shared-vocabulary';
import { IsBoundedInt, PG_INTEGER_MAX } from '../../../common/validation/is-bounded-int.decorator';
import { nameText, nameTextOrNull, nameTextOrUndefined } from '../../../common/validation/plain-text';
import { EMAIL_MAX_LENGTH } from '../../users/domain/email-address';
import { INVITATION_STATUSES, type InvitationStatus } from '../domain/invitation-status';

export const POSITION_MAX = 200;

/** A repeatable key (`status=SENT&status=EXPIRED`) or one comma-separated value, as a list. */
const listOf = ({ value }: { value: unknown }): unknown =>
  (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [item],
  );

export class CompanyInvitationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'pilot@example.ru' }) email!: string;
  @ApiProperty({ enum: STAFF_ROLES, isArray: true }) roles!: StaffRole[];
  @ApiProperty({ type: String, nullable: true, example: 'Пилот-инструктор' }) position!: string | null;
  @ApiProperty({ enum: INVITATION_STATUSES, description: 'EXPIRED: sent, and the link has run out' }) status!: InvitationStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ format: 'date-time', description: 'When the latest link was e-mailed' }) sentAt!: string;
}

export class CompanyInvitationPageMetaDto {
  @ApiProperty() totalCount!: number;
}

export class CompanyInvitationPageDto {
  @ApiProperty({ type: [CompanyInvitationDto] }) data!: CompanyInvitationDto[];
  @ApiProperty({ type: CompanyInvitationPageMetaDto }) meta!: CompanyInvitationPageMetaDto;
}

const INVITATION_SORTS = ['CREATE_DATE', 'CREATE_DATE-'] as const;

export class CompanyInvitationQueryDto {
  @ApiPropertyOptional({ enum: INVITATION_STATUSES, isArray: true, description: 'Repeatable, or comma-separated' })
  @Transform(listOf)
  @IsOptional()
  @IsIn(INVITATION_STATUSES, { each: true })
  status?: InvitationStatus[];

  @ApiPropertyOptional({ description: 'Part of the invited e-mail', maxLength: EMAIL_MAX_LENGTH })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  email?: string;

  /** The list kit's search text (shared-ui listQuery sends `query`): the same e-mail search as `email`. */
  @ApiPropertyOptional({ description: 'Part of the invited e-mail, as `email`', maxLength: EMAIL_MAX_LENGTH })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  query?: string;

  /** By the invitation's date: `CREATE_DATE-` (the default) newest first, `CREATE_DATE` oldest first. */
  @ApiPropertyOptional({ enum: INVITATION_SORTS, default: 'CREATE_DATE-' })
  @IsOptional()
  @IsIn(INVITATION_SORTS)
  sort?: (typeof INVITATION_SORTS)[number];

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

export class CompanyInvitationCreateDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH, example: 'pilot@example.ru' })
  @Transform(nameText)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES, isArray: true, minItems: 1, example: ['PILOT'] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(STAFF_ROLES.length * 2)
  @IsIn(STAFF_ROLES, { each: true })
  roles!: StaffRole[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: POSITION_MAX, example: 'Пилот-инструктор' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(POSITION_MAX)
  position?: string | null;
}

export class FindNewEmployeeQueryDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH, example: 'pilot@example.ru' })
  @Transform(nameText)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;
}

export class NewEmployeeDto {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ example: 'pilot@example.ru' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ description: 'Works for another company or an authority: could not accept an invitation now' })
  employedElsewhere!: boolean;
}

/** One entry of the invitation-status dictionary; `name` in the request's language. */
export class InvitationStatusItemDto {
  @ApiProperty({ enum: INVITATION_STATUSES }) id!: InvitationStatus;
  @ApiProperty({ enum: INVITATION_STATUSES }) code!: InvitationStatus;
  @ApiProperty({ example: 'Отправлено' }) name!: string;
  @ApiProperty({ example: 'Sent' }) nameEn!: string;
}

export class InvitationStatusListDto {
  @ApiProperty({ type: [InvitationStatusItemDto] }) data!: InvitationStatusItemDto[];
}
