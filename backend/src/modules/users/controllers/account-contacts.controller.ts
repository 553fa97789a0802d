import { Controller, HttpCode, Patch, Put, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../../../common/auth/current-principal.decorator';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { PasswordChangeSentDto } from '../dtos/password-change-sent.dto';
import { AccountContactsService } from '../services/account-contacts.service';
import { PasswordChangeService } from '../services/password-change.service';

/** `/api/user/...`: the account facts the identity provider shares (spec part 1 §7, part 2 §7.12). */
@ApiTags('user')
@ApiBearerAuth()
@Controller('api/user')
export class AccountContactsController {
  constructor(
    private readonly contacts: AccountContactsService,
    private readonly passwords: PasswordChangeService,
  ) {}

  @Put('email')
  @ApiOperation({ summary: 'Change the e-mail, which is also the login at the identity provider' })
  @ApiQuery({ name: 'email', example: 'ivan.petrov@mail.ru' })
  @ApiOkResponse({ type: CurrentUserDto })
  changeEmail(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Query('email') email: unknown): Promise<CurrentUserDto> {
    return this.contacts.changeEmail(principal, email);
  }

  @Put('phone')
  @ApiOperation({ summary: 'Change the phone; stored as digits with country code 7' })
  @ApiQuery({ name: 'phone', example: '+7 (912) 345-67-89' })
  @ApiOkResponse({ type: CurrentUserDto })
  changePhone(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Query('phone') phone: unknown): Promise<CurrentUserDto> {
    return this.contacts.changePhone(principal, phone);
  }

  @Patch('password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send the e-mail with a single-use link to the identity provider\'s password-change page' })
  @ApiAcceptedResponse({ type: PasswordChangeSentDto })
  requestPasswordChange(@CurrentPrincipal() principal: AuthenticatedPrincipal): Promise<PasswordChangeSentDto> {
    return this.passwords.requestChange(principal);
  }
}
