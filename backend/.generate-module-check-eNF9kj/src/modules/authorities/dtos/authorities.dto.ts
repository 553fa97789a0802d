import { ApiProperty } from '@nestjs/swagger';
import { AUTHORITY_CONTACT_TYPES, AUTHORITY_TYPES, SUBMISSION_CHANNELS } from '@nebo/shared-vocabulary';
import type { AuthorityContactType, AuthorityType, SubmissionChannel } from '@nebo/shared-vocabulary';

export class AuthorityContactDto {
  @ApiProperty({ enum: AUTHORITY_CONTACT_TYPES }) type!: AuthorityContactType;
  @ApiProperty({ description: 'E-mail addresses joined with ";"', example: 'zc-moscow@zc.sim.nebo.local' }) email!: string;
  @ApiProperty({ description: 'Phone numbers joined with ";"' }) phone!: string;
  @ApiProperty({ type: String, nullable: true }) spokesmanPost!: string | null;
  @ApiProperty({ type: String, nullable: true }) spokesmanFullName!: string | null;
}

export class AuthorityDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: AUTHORITY_TYPES }) type!: AuthorityType;
  @ApiProperty({ example: 'ZC-MOSCOW' }) code!: string;
  @ApiProperty({ description: "The name in the request's language (Accept-Language)" }) name!: string;
  @ApiProperty({ type: String, nullable: true, description: "The map object's id (municipalities)" }) mapObjectId!: string | null;
  @ApiProperty({ description: "The flight's route crosses this authority's area" }) crossed!: boolean;
  @ApiProperty({ description: 'The authority proposed by default (the first zonal centre the route crosses)' }) defaultAuthority!: boolean;
  @ApiProperty({ enum: SUBMISSION_CHANNELS, isArray: true, description: 'Zonal centres only; [] for a local government' })
  channels!: SubmissionChannel[];
  @ApiProperty({ type: [AuthorityContactDto] }) contacts!: AuthorityContactDto[];
}

export class AuthorityPageMetaDto {
  @ApiProperty() totalCount!: number;
}

export class AuthorityPageDto {
  @ApiProperty({ type: [AuthorityDto] }) data!: AuthorityDto[];
  @ApiProperty({ type: AuthorityPageMetaDto }) meta!: AuthorityPageMetaDto;
}
