import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /public/identity/backchannel-logout: what an OpenID provider sends (OIDC Back-Channel Logout 1.0 §2.5). */
export class BackchannelLogoutDto {
  @ApiProperty({
    description: "The provider's signed logout token (a JWT)",
    example: 'eyJhbGciOiJSUzI1NiIsInR5cCI6ImxvZ291dCtqd3QifQ.e30.c2ln',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(16_384)
  logout_token!: string;
}
