import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { SppiStatusDto, SppiStatusListDto } from '../dtos/sppi-status.dto';
import { SppiStatuses } from '../services/sppi-status.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/** Part 2 §7.7: what SPPI says now about the caller's submissions and SHR messages sent through it (asked live, applied). */
@ApiTags('agreements')
@ApiBearerAuth()
@Roles('individual')
@ApiBadGatewayResponse({ description: 'agreements.sppi-unavailable: SPPI did not answer' })
@Controller('api/user/flight-agreements')
export class SppiStatusController {
  constructor(private readonly statuses: SppiStatuses) {}

  @Get('sppi/submission/status')
  @ApiOperation({ summary: "Every one of the caller's submissions sent through SPPI, asked now" })
  @ApiOkResponse({ type: SppiStatusListDto })
  async submissions(@CurrentCaller() caller: Caller): Promise<SppiStatusListDto> {
    return { data: await this.statuses.submissions(caller.userId) };
  }

  @Get('sppi/shr/status')
  @ApiOperation({ summary: "The newest SHR of every date of the caller's flights sent through SPPI, asked now" })
  @ApiOkResponse({ type: SppiStatusListDto })
  async shrs(@CurrentCaller() caller: Caller): Promise<SppiStatusListDto> {
    return { data: await this.statuses.shrs(caller.userId) };
  }

  @Get(':id/sppi/submission/status')
  @ApiOperation({ summary: "The flight's submission as SPPI sees it now (404 when it did not go through SPPI)" })
  @ApiOkResponse({ type: SppiStatusDto })
  @ApiNotFoundResponse({ description: 'No such request of the caller; agreements.not-sent-by-sppi' })
  submission(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<SppiStatusDto> {
    return this.statuses.submission(caller.userId, id);
  }

  @Get(':id/sppi/shr/:dateId/status')
  @ApiOperation({ summary: "The date's SHR as SPPI sees it now (404 when it did not go through SPPI)" })
  @ApiOkResponse({ type: SppiStatusDto })
  @ApiNotFoundResponse({ description: 'No such request or date of the caller; agreements.not-sent-by-sppi' })
  shr(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string, @Param('dateId', uuid) dateId: string): Promise<SppiStatusDto> {
    return this.statuses.shr(caller.userId, id, dateId);
  }
}
