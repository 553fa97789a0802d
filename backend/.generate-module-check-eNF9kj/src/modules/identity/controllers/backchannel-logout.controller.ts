import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { BackchannelLogoutDto } from '../dtos/backchannel-logout.dto';
import { AccessTokenCutoffs } from '../services/access-token-cutoffs';
import { LogoutTokenVerifier } from '../services/logout-token-verifier';

/**
 * The backend as an OIDC back-channel logout receiver: a Keycloak realm (AUTH_EMBEDDED=false) whose portal
 * client names this URL (`backchannel.logout.url`, deploy/keycloak/realm-nebo.json) posts a logout token
 * here whenever a person's session ends there (sign-out, an administrator's "sign out", session expiry), and
 * the person's access tokens stop working at the API at once, as with the embedded provider. Public: the
 * provider's signature on the token is the credential.
 */
@ApiTags('identity')
@Public()
@Controller('public/identity')
export class BackchannelLogoutController {
  constructor(
    private readonly logoutTokens: LogoutTokenVerifier,
    private readonly cutoffs: AccessTokenCutoffs,
  ) {}

  @Post('backchannel-logout')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({
    summary: "OpenID Connect back-channel logout: the identity provider reports that a person's session ended",
    description: "Every access token of the token's subject issued until now is refused from then on.",
  })
  @ApiOkResponse({ description: "The person's access tokens are cut off" })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Not a valid logout token of the configured issuer' })
  async logout(@Body() body: BackchannelLogoutDto): Promise<void> {
    await this.cutoffs.cutOff(await this.logoutTokens.subjectOf(body.logout_token));
  }
}
