import { ApiProperty } from '@nestjs/swagger';

/** GET /api/user/current: the signed-in account as the platform knows it. */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() login!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) patronymic!: string | null;
  @ApiProperty({ type: String, nullable: true }) locale!: string | null;
  @ApiProperty({ type: [String], description: 'Realm roles from the access token' }) roles!: string[];
}
