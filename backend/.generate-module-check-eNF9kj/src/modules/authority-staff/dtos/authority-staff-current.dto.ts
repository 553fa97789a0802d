import { ApiProperty } from '@nestjs/swagger';
import { AUTHORITY_TYPES } from '@nebo/shared-vocabulary';
import type { AuthorityType } from '@nebo/shared-vocabulary';
import { AuthorityEmployeeDto } from './authority-employees.dto';
import { AuthorityProfileDto } from './authority-profile.dto';

/** The authority area's starting point: which authority the caller serves, and as whom (admin or not). */
export class AuthorityStaffCurrentDto {
  @ApiProperty({ type: AuthorityProfileDto }) authority!: AuthorityProfileDto;
  @ApiProperty({ type: AuthorityEmployeeDto }) employee!: AuthorityEmployeeDto;
}

/** An invitation as its link's page shows it before it is accepted. */
export class AuthorityInvitationDto {
  @ApiProperty({ description: "The authority's name in the request's language" }) authorityName!: string;
  @ApiProperty({ enum: AUTHORITY_TYPES }) authorityType!: AuthorityType;
  @ApiProperty() position!: string;
  @ApiProperty({ description: 'The address the invitation was sent to: the one to sign in with' }) email!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}
