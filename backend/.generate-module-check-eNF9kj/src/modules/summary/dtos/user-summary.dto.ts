import { ApiProperty } from '@nestjs/swagger';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../../users/domain/employment';

export class ProfilePersonDto {
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) birthdate!: string | null;
}

export class EmploymentSummaryDto {
  @ApiProperty({ enum: EMPLOYMENT_TYPES }) type!: EmploymentType;
  @ApiProperty({ description: 'Organisation name' }) name!: string;
  @ApiProperty({ format: 'uuid' }) employeeId!: string;
}

export class FieldGroupsCompletionDto {
  @ApiProperty() personIdentity!: boolean;
}

/** GET /api/user/current/summary (docs/requirements.md#summary). */
export class UserSummaryDto {
  @ApiProperty() login!: string;
  @ApiProperty({ type: String, nullable: true }) userName!: string | null;
  @ApiProperty({ type: String, nullable: true }) userLastName!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) userBirthdate!: string | null;
  @ApiProperty({ type: ProfilePersonDto }) profilePerson!: ProfilePersonDto;
  @ApiProperty({ type: EmploymentSummaryDto, nullable: true }) employment!: EmploymentSummaryDto | null;
  @ApiProperty({ type: FieldGroupsCompletionDto }) fieldGroupsCompletion!: FieldGroupsCompletionDto;
  @ApiProperty() dronesCount!: number;
  @ApiProperty({ type: [String], example: ['user', 'individual'] }) scope!: string[];
  @ApiProperty({ description: 'At least one drone and a complete person identity' }) allowedToFly!: boolean;
  @ApiProperty() companyHasDrones!: boolean;
  @ApiProperty() companySignersCount!: number;
  @ApiProperty() companyManagersCount!: number;
}
