import { ApiProperty } from '@nestjs/swagger';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../domain/social-networks';

export class SocialProviderDto {
  @ApiProperty({ enum: SOCIAL_NETWORKS, example: 'vk' }) name!: SocialNetwork;
  @ApiProperty({ description: 'Set up on this platform (SOCIAL_<PROVIDER>_*), so binding can start' }) configured!: boolean;
}

/**
 * GET /api/user/current/socials/providers: every network (docs/requirements.md#users-socials), in its order, so the
 * profile can say up front which ones cannot be bound instead of learning it from a failed attempt.
 */
export class SocialProvidersDto {
  @ApiProperty({ type: [SocialProviderDto] }) data!: SocialProviderDto[];
}
