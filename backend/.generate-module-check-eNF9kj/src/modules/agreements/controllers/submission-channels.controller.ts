import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { ChannelHealthRepository } from '../channels/channel-health.repository';
import { SubmissionChannelsDto } from '../dtos/channel-health.dto';
import { SppiSessions } from '../../sppi/services/sppi-sessions.service';

/** The submission form's channel choice: each channel's last known health, and whether the caller may use it now. */
@ApiTags('agreements')
@ApiBearerAuth()
@Controller('api/flight-agreements/submission-channels')
export class SubmissionChannelsController {
  constructor(
    private readonly health: ChannelHealthRepository,
    private readonly sppi: SppiSessions,
  ) {}

  @Get()
  @ApiOperation({ summary: 'EMAIL, API_AZIMUT, SPPI: healthy or not (last send or probe, every minute), and SPPI sign-in state' })
  @ApiOkResponse({ type: SubmissionChannelsDto })
  async list(@CurrentCaller() caller: Caller): Promise<SubmissionChannelsDto> {
    const [rows, signedIn] = await Promise.all([this.health.healthOf(), this.sppi.hasSession(caller.userId)]);
    return {
      data: rows.map((row) => ({
        ...row,
        requiresSignIn: row.channel === 'SPPI',
        signedIn: row.channel === 'SPPI' ? signedIn : true,
      })),
    };
  }
}
