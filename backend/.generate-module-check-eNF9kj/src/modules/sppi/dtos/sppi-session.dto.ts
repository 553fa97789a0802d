import { ApiProperty } from '@nestjs/swagger';

/** Whether the caller is signed in to SPPI (the user menu reads it); the tokens themselves never leave the server. */
export class SppiSessionDto {
  @ApiProperty() authorized!: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The user's login at SPPI", example: 'pilot-sppi' }) login!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the current SPPI access token expires' })
  expiresAt!: string | null;
}
