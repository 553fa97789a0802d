import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { UserSummaryDto } from '../dtos/user-summary.dto';
import { UserSummaryService } from '../services/user-summary.service';

/** `GET /api/user/current/summary` (docs/requirements.md#summary); the rest of `/api/user/current` is the users module's. */
@ApiTags('user')
@ApiBearerAuth()
@Controller('api/user/current')
export class SummaryController {
  constructor(private readonly summaries: UserSummaryService) {}

  @Get('summary')
  @ApiOperation({ summary: 'What the front end needs for navigation and route guards' })
  @ApiOkResponse({ type: UserSummaryDto })
  summary(@CurrentCaller() caller: Caller): Promise<UserSummaryDto> {
    return this.summaries.summary(caller);
  }
}
