import { ApiProperty } from '@nestjs/swagger';

/** PATCH /api/user/password answers where the link went, so the screen can say so. */
export class PasswordChangeSentDto {
  @ApiProperty({ example: 'pilot@nebo.local' }) email!: string;
}
