import { ApiProperty } from '@nestjs/swagger';
import { SEXES, type Sex } from '../domain/person-identity';

export class BankAccountDto {
  @ApiProperty() accountNumber!: string;
  @ApiProperty() correspondentAccount!: string;
  @ApiProperty() bankName!: string;
  @ApiProperty() kpp!: string;
  @ApiProperty() bik!: string;
}

export class IdReferenceDto {
  @ApiProperty() id!: string;
}

export class SocialIdentityDto {
  @ApiProperty() socialName!: string;
}

export class AvatarDto {
  @ApiProperty() url!: string;
}

/**
 * GET /api/user/current/profile (the Profile entity of spec part 1 §3). Locality, bank account, missions,
 * social identities and avatar belong to modules that do not exist yet: they are null or empty until then.
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
  @ApiProperty({ type: BankAccountDto, nullable: true }) bankAccount!: BankAccountDto | null;
  @ApiProperty({ type: [String], description: 'Mission category ids' }) missions!: string[];
  @ApiProperty({ description: 'Whether the person identity is complete' }) complete!: boolean;
  @ApiProperty({ type: [SocialIdentityDto] }) userSocialIdentities!: SocialIdentityDto[];
  @ApiProperty({ type: AvatarDto, nullable: true }) avatar!: AvatarDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Full name: last, first, patronymic' }) name!: string | null;
}
