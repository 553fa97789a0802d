import { ApiProperty } from '@nestjs/swagger';

/** GET /api/user/current: the signed-in account as the platform knows it. */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The login at the identity provider (the e-mail address); it changes only once a new address is confirmed' })
  login!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ivan.new@mail.ru',
    description:
      'An e-mail address change waiting for confirmation: PUT /api/user/email sent a link to this address, and `email` and ' +
      '`login` stay as they are until it is used (within 24 h). Null when no change is waiting.',
  })
  pendingEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) patronymic!: string | null;
  @ApiProperty({ type: String, nullable: true }) locale!: string | null;
  @ApiProperty({ type: [String], description: 'Realm roles from the access token' }) roles!: string[];
}
