import { Body, Controller, Get, HttpCode, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../../../common/auth/current-principal.decorator';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { PersonIdentityResultDto } from '../dtos/person-identity-result.dto';
import { PersonIdentityDto } from '../dtos/person-identity.dto';
import { ProfileDto } from '../dtos/profile.dto';
import { UserSummaryDto } from '../dtos/user-summary.dto';
import { PersonIdentityService } from '../services/person-identity.service';
import { ProfileService } from '../services/profile.service';
import { UserSummaryService } from '../services/user-summary.service';

/** The caller's own account: `/api/user/current/...` of the call catalogue (spec part 1 §7). */
@ApiTags('user')
@ApiBearerAuth()
@Controller('api/user/current')
export class CurrentUserController {
  constructor(
    private readonly summaries: UserSummaryService,
    private readonly profiles: ProfileService,
    private readonly personIdentity: PersonIdentityService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: CurrentUserDto })
  current(@CurrentPrincipal() principal: AuthenticatedPrincipal): Promise<CurrentUserDto> {
    return this.profiles.currentUser(principal);
  }

  @Get('summary')
  @ApiOperation({ summary: 'What the front end needs for navigation and route guards' })
  @ApiOkResponse({ type: UserSummaryDto })
  summary(@CurrentPrincipal() principal: AuthenticatedPrincipal): Promise<UserSummaryDto> {
    return this.summaries.summary(principal);
  }

  @Get('profile')
  @ApiOperation({ summary: 'The profile of the signed-in user' })
  @ApiOkResponse({ type: ProfileDto })
  profile(@CurrentPrincipal() principal: AuthenticatedPrincipal): Promise<ProfileDto> {
    return this.profiles.profile(principal);
  }

  @Patch('profile/person-identity')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace sex, names and birth date (age 18–100 in Moscow time)' })
  @ApiOkResponse({ type: PersonIdentityResultDto })
  updatePersonIdentity(
    @CurrentPrincipal() principal: AuthenticatedPrincipal,
    @Body() dto: PersonIdentityDto,
  ): Promise<PersonIdentityResultDto> {
    return this.personIdentity.update(principal, dto);
  }
}
