import { Controller, Delete, Get, HttpCode, Param, Query, Redirect } from '@nestjs/common';
import { ApiBearerAuth, ApiFoundResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Public } from '../../../common/auth/public.decorator';
import { SocialProvidersDto } from '../dtos/social-providers.dto';
import { SocialBindingService } from '../services/social-binding.service';

/** Social accounts (docs/requirements.md#users-socials); see SocialBindingService for the flow. */
@ApiTags('user')
@Controller('api/user/current/socials')
export class SocialBindingController {
  constructor(private readonly socials: SocialBindingService) {}

  /** Not in the spec's call catalogue: lets the profile mark unconfigured networks before any attempt. */
  @Get('providers')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The social networks and whether each is set up on this platform' })
  @ApiOkResponse({ type: SocialProvidersDto })
  providers(): SocialProvidersDto {
    return this.socials.providers();
  }

  /** A browser navigation, so the token comes in the query (checked by the service, not the guard). */
  @Get('bind/:provider')
  @Public()
  @Redirect()
  @ApiOperation({ summary: 'Start binding a social account (browser navigation; access_token in the query)' })
  @ApiQuery({ name: 'redirect_url', description: 'Page of the platform to come back to' })
  @ApiQuery({ name: 'access_token' })
  @ApiFoundResponse({ description: 'To the provider, or back to redirect_url with socialError (e.g. not-configured)' })
  async bind(
    @Param('provider') provider: string,
    @Query('redirect_url') redirectUrl: unknown,
    @Query('access_token') accessToken: unknown,
  ): Promise<{ url: string; statusCode: number }> {
    return { url: await this.socials.startBinding(provider, redirectUrl, accessToken), statusCode: 302 };
  }

  /** Where the provider sends the browser back; the single-use `state` identifies the user. */
  @Get('callback/:provider')
  @Public()
  @Redirect()
  @ApiOperation({ summary: 'OAuth2 redirect URI of the binding (register it at the provider)' })
  @ApiFoundResponse({ description: 'Back to redirect_url with socialBound or socialError' })
  async callback(
    @Param('provider') provider: string,
    @Query() query: Record<string, unknown>,
  ): Promise<{ url: string; statusCode: number }> {
    return { url: await this.socials.completeBinding(provider, query), statusCode: 302 };
  }

  @Delete('unbind/:provider')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Unbind a social account' })
  @ApiNoContentResponse()
  unbind(@CurrentCaller() caller: Caller, @Param('provider') provider: string): Promise<void> {
    return this.socials.unbind(caller.userId, provider);
  }
}
