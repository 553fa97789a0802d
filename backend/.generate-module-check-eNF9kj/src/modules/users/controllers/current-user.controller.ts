import { Body, Controller, Get, HttpCode, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { PersonIdentityResultDto } from '../dtos/person-identity-result.dto';
import { PersonIdentityDto } from '../dtos/person-identity.dto';
import { ProfileDto } from '../dtos/profile.dto';
import { PersonIdentityService } from '../services/person-identity.service';
import { ProfileService } from '../services/profile.service';

/**
 * The caller's own account: `/api/user/current/...` (docs/requirements.md#users-profile). The summary under
 * the same path is the summary module's.
 */
@ApiTags('user')
@ApiBearerAuth()
@Controller('api/user/current')
export class CurrentUserController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly personIdentity: PersonIdentityService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: CurrentUserDto })
  current(@CurrentCaller() caller: Caller): Promise<CurrentUserDto> {
    return this.profiles.currentUser(caller);
  }

  @Get('profile')
  @ApiOperation({ summary: 'The profile of the signed-in user' })
  @ApiOkResponse({ type: ProfileDto })
  profile(@CurrentCaller() caller: Caller): Promise<ProfileDto> {
    return this.profiles.profile(caller.userId);
  }

  @Patch('profile/person-identity')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace sex, names and birth date (age 18–100 in Moscow time)' })
  @ApiOkResponse({ type: PersonIdentityResultDto })
  updatePersonIdentity(@CurrentCaller() caller: Caller, @Body() dto: PersonIdentityDto): Promise<PersonIdentityResultDto> {
    return this.personIdentity.update(caller.userId, dto);
  }
}
