import { Body, Controller, Delete, Headers, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { CurrentPasswordDto } from '../dtos/current-password.dto';
import { CurrentUserDto } from '../dtos/current-user.dto';
import { PasswordChangeSentDto } from '../dtos/password-change-sent.dto';
import { AccountContactsService } from '../services/account-contacts.service';
import { EmailChangeRequestService } from '../services/email-change-request.service';
import { PasswordChangeService } from '../services/password-change.service';

const WRONG_PASSWORD = {
  type: ErrorBodyDto,
  description:
    'A field error: `currentPassword` missing or wrong (one wording for both), or a malformed field. Nothing changes, nothing is sent.',
};
const LOCKED_OUT = {
  type: ErrorBodyDto,
  description:
    'Too many wrong current passwords for this account (5 in 15 minutes; then locked for 15 minutes, doubling with each lock-out within a day, at most 24 h): ' +
    'a field error on `currentPassword` and a Retry-After header in seconds.',
};

/** `/api/user/...`: the account facts the identity provider shares (docs/requirements.md#users-contacts). */
@ApiTags('user')
@ApiBearerAuth()
@Controller('api/user')
export class AccountContactsController {
  constructor(
    private readonly contacts: AccountContactsService,
    private readonly emailChanges: EmailChangeRequestService,
    private readonly passwords: PasswordChangeService,
  ) {}

  @Put('email')
  @ApiOperation({
    summary: 'Ask to change the e-mail, which is also the login: it changes once the link sent to the new address is used',
    description:
      'Needs the current password in the body. Records a pending change (a newer request replaces it; asking for the current address cancels it), ' +
      'e-mails a single-use confirmation link (24 h) to the new address and a notice with a link that cancels the change (7 days) to the current one. ' +
      '`email` and `login` stay as they are; `pendingEmail` names the address waiting for confirmation.',
  })
  @ApiQuery({ name: 'email', example: 'ivan.petrov@mail.ru' })
  @ApiHeader({ name: 'Origin', required: false, description: 'A shell origin (CORS_ORIGINS): the e-mailed links lead to that shell' })
  @ApiOkResponse({ type: CurrentUserDto, description: 'The account with `pendingEmail` set' })
  @ApiBadRequestResponse(WRONG_PASSWORD)
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`email`: the address belongs to another account' })
  @ApiTooManyRequestsResponse(LOCKED_OUT)
  changeEmail(
    @CurrentCaller() caller: Caller,
    @Query('email') email: unknown,
    @Body() body: CurrentPasswordDto,
    @Headers('origin') origin: string | undefined,
  ): Promise<CurrentUserDto> {
    return this.emailChanges.request(caller, email, body.currentPassword, origin);
  }

  @Post('email/pending/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the confirmation link of the pending e-mail change again (a new link; the earlier one stops working)' })
  @ApiHeader({ name: 'Origin', required: false, description: 'A shell origin (CORS_ORIGINS): the e-mailed link leads to that shell' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No change is waiting for confirmation' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'The last confirmation e-mail went out less than a minute ago (Retry-After says when)',
  })
  resendEmailConfirmation(@CurrentCaller() caller: Caller, @Headers('origin') origin: string | undefined): Promise<CurrentUserDto> {
    return this.emailChanges.resend(caller, origin);
  }

  @Delete('email/pending')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel the pending e-mail change, if any: its links stop working, the address stays' })
  @ApiOkResponse({ type: CurrentUserDto })
  cancelEmailChange(@CurrentCaller() caller: Caller): Promise<CurrentUserDto> {
    return this.emailChanges.cancel(caller);
  }

  @Put('phone')
  @ApiOperation({ summary: 'Change the phone; stored as digits with country code 7' })
  @ApiQuery({ name: 'phone', example: '+7 (912) 345-67-89' })
  @ApiOkResponse({ type: CurrentUserDto })
  changePhone(@CurrentCaller() caller: Caller, @Query('phone') phone: unknown): Promise<CurrentUserDto> {
    return this.contacts.changePhone(caller, phone);
  }

  @Patch('password')
  @HttpCode(202)
  @ApiOperation({
    summary: "Send the e-mail with a single-use link to the identity provider's password-change page",
    description: "Needs the current password in the body; the link goes to the account's e-mail address.",
  })
  @ApiAcceptedResponse({ type: PasswordChangeSentDto })
  @ApiBadRequestResponse(WRONG_PASSWORD)
  @ApiTooManyRequestsResponse(LOCKED_OUT)
  requestPasswordChange(@CurrentCaller() caller: Caller, @Body() body: CurrentPasswordDto): Promise<PasswordChangeSentDto> {
    return this.passwords.requestChange(caller, body.currentPassword);
  }
}
