import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { EmailChangeLinkDto, EmailChangeResultDto } from '../dtos/email-change-link.dto';
import { EmailChangeLinkService } from '../services/email-change-link.service';

const UNKNOWN = { type: ErrorBodyDto, description: 'No such link' };
const EXPIRED = { type: ErrorBodyDto, description: 'The link has expired' };

/**
 * The e-mailed links of an e-mail address change, called by the shell's landing pages (`/email-change/confirm/`,
 * `/email-change/undo/`) once the person presses the button there. Public: the link's secret is the credential.
 */
@ApiTags('user')
@Public()
@Controller('public/user/email-change')
export class EmailChangeLinksController {
  constructor(private readonly links: EmailChangeLinkService) {}

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a new e-mail address with the link sent to it: it becomes the e-mail and login',
    description: 'The previous address is told, with a link (7 days) that undoes the change.',
  })
  @ApiOkResponse({ type: EmailChangeResultDto })
  @ApiNotFoundResponse(UNKNOWN)
  @ApiGoneResponse(EXPIRED)
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description:
      'The link was used already, or its change was cancelled or replaced; with a field error on `email`: the address now belongs to another account',
  })
  confirm(@Body() body: EmailChangeLinkDto, @Headers('origin') origin: string | undefined): Promise<EmailChangeResultDto> {
    return this.links.confirm(body.token, origin);
  }

  @Post('undo')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Undo an e-mail change with the link sent to the previous address',
    description:
      'The previous address becomes the e-mail and login again, a change waiting for confirmation and any later change are closed, every session of the ' +
      'account ends (browser sessions and refresh tokens) and a password-change link goes to the restored address.',
  })
  @ApiOkResponse({ type: EmailChangeResultDto })
  @ApiNotFoundResponse(UNKNOWN)
  @ApiGoneResponse(EXPIRED)
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description:
      'The link was used already or its change was closed; with a field error on `email`: the previous address now belongs to another account',
  })
  undo(@Body() body: EmailChangeLinkDto): Promise<EmailChangeResultDto> {
    return this.links.undo(body.token);
  }
}
