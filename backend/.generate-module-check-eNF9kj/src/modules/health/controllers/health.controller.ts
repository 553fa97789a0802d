import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import { HealthStatusDto } from '../dtos/health-status.dto';
import { ReadinessService } from '../services/readiness.service';

/** Probes for orchestrators and the platform supervisor; public because they carry no data. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up' })
  @ApiOkResponse({ type: HealthStatusDto })
  live(): HealthStatusDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'The instance can serve traffic (database reachable)' })
  @ApiOkResponse({ type: HealthStatusDto })
  @ApiServiceUnavailableResponse({ description: 'The database is not reachable' })
  async ready(): Promise<HealthStatusDto> {
    await this.readiness.assertReady();
    return { status: 'ok', checks: { database: 'up' } };
  }
}
