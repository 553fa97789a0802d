import { ApiProperty } from '@nestjs/swagger';
import { SEXES, type Sex } from '../domain/person-identity';

export class IdReferenceDto {
  @ApiProperty({ type: Number }) id!: number;
}

export class SocialIdentityDto {
  @ApiProperty() socialName!: string;
}

export class AvatarDto {
  @ApiProperty() url!: string;
}

export class OrganizationViewDto {
  @ApiProperty() name!: string;
  @ApiProperty() inn!: string;
  @ApiProperty() position!: string;
}

/** What the bank account fields hold; null for a field not filled yet. */
export class BankAccountViewDto {
  @ApiProperty({ type: String, nullable: true }) accountNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) correspondentAccount!: string | null;
  @ApiProperty({ type: String, nullable: true }) bankName!: string | null;
  @ApiProperty({ type: String, nullable: true }) kpp!: string | null;
  @ApiProperty({ type: String, nullable: true }) bik!: string | null;
}

/**
 * GET /api/user/current/profile (docs/requirements.md#users-profile), plus the organisation the
 * individual works for (/profile/organization/). `complete` is the person-identity group's completion.
 */
export class ProfileDto {
  @ApiProperty({ enum: SEXES, nullable: true }) sex!: Sex | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) birthDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) patronymic!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) birthPlace!: string | null;
  @ApiProperty({ type: String, nullable: true }) residenceAddress!: string | null;
  @ApiProperty({ type: IdReferenceDto, nullable: true }) locality!: IdReferenceDto | null;
  @ApiProperty({ type: BankAccountViewDto, nullable: true }) bankAccount!: BankAccountViewDto | null;
  @ApiProperty({ type: [Number], description: 'MISSION_CATEGORY dictionary ids' }) missions!: number[];
  @ApiProperty({ description: 'Whether the person identity is complete' }) complete!: boolean;
  @ApiProperty({ type: [SocialIdentityDto] }) userSocialIdentities!: SocialIdentityDto[];
  @ApiProperty({ type: AvatarDto, nullable: true }) avatar!: AvatarDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Full name: last, first, patronymic' }) name!: string | null;
  @ApiProperty({ type: OrganizationViewDto, nullable: true }) organization!: OrganizationViewDto | null;
}
