import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import { SystemVersionsDto } from '../dtos/system-versions.dto';
import { VersionsService } from '../services/versions.service';

/**
 * `GET /api/system/versions` (part 2 §7.18). Public: part 1 L55 shows the `/system-versions/` page to unauthorised
 * visitors too (docs/requirements.md#system-versions, open question "Admin area 2"). It names versions, a commit
 * and a migration, nothing about users or data.
 */
@ApiTags('system')
@Controller('api/system/versions')
export class VersionsController {
  constructor(private readonly versions: VersionsService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The backend's version, commit, start time and the database's migration level" })
  @ApiOkResponse({ type: SystemVersionsDto })
  async get(): Promise<SystemVersionsDto> {
    const backend = await this.versions.backend();
    return {
      version: backend.version,
      commit: backend.commit,
      startedAt: backend.startedAt.toISOString(),
      database: { migrationCount: backend.migrationCount, latestMigration: backend.latestMigration },
    };
  }
}
