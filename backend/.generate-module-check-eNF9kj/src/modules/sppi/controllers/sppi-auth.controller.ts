import { Body, Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { SppiSessionDto } from '../dtos/sppi-session.dto';
import { SppiSignInService } from '../services/sppi-sign-in.service';
import { sppiCodeRequired } from '../sppi.exceptions';
import { SppiUsersGuard } from './sppi-users.guard';

/** Longer than any authorization code SPPI issues; a bigger body is not a code. */
const MAX_CODE_LENGTH = 2048;

/** `/sppi/auth`: the caller's sign-in to SPPI. Outside `/api`, as the spec writes these paths (part 1 §7). */
@ApiTags('sppi')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not a pilot or a company user; authority users get `sppi.not-for-authorities`' })
@Roles('individual', 'juridical', 'authority')
@UseGuards(SppiUsersGuard)
@Controller('sppi/auth')
export class SppiAuthController {
  constructor(private readonly signIn: SppiSignInService) {}

  @Post('token')
  @HttpCode(200)
  @ApiOperation({ summary: "Exchanges SPPI's authorization code (the /sppi-redirect/ page's) for the caller's SPPI session" })
  @ApiConsumes('text/plain')
  @ApiBody({ schema: { type: 'string', maxLength: MAX_CODE_LENGTH, example: 'c0de' } })
  @ApiHeader({
    name: 'X-Sppi-Redirect-Uri',
    required: true,
    description: 'The redirect_uri of the authorize call: <portal origin>[/en]/sppi-redirect/',
  })
  @ApiOkResponse({ type: SppiSessionDto })
  @ApiBadRequestResponse({ description: '`sppi.code-rejected`, `sppi.code-required` or `sppi.redirect-uri-refused`' })
  @ApiBadGatewayResponse({ description: '`sppi.unavailable`' })
  token(
    @CurrentCaller() caller: Caller,
    @Body() body: unknown,
    @Headers('x-sppi-redirect-uri') redirectUri: string | undefined,
  ): Promise<SppiSessionDto> {
    const code = typeof body === 'string' ? body.trim() : '';
    if (code === '' || code.length > MAX_CODE_LENGTH) throw sppiCodeRequired();
    return this.signIn.signIn(caller.userId, code, redirectUri);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: "Ends the caller's SPPI session (revoked at SPPI as far as it answers)" })
  @ApiNoContentResponse()
  async logout(@CurrentCaller() caller: Caller): Promise<void> {
    await this.signIn.signOut(caller.userId);
  }

  @Get('session')
  @ApiOperation({ summary: 'Whether the caller is signed in to SPPI (for the user menu)' })
  @ApiOkResponse({ type: SppiSessionDto })
  session(@CurrentCaller() caller: Caller): Promise<SppiSessionDto> {
    return this.signIn.session(caller.userId);
  }
}
