import { Controller, Get, Header, Headers, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../../common/auth/roles.decorator';
import { statisticsLocale } from '../domain/statistics-labels';
import { StatisticsQueryDto } from '../dtos/statistics-query.dto';
import { StatisticsSummaryDto } from '../dtos/statistics-summary.dto';
import { StatisticsService } from '../services/statistics.service';
import { XLSX_CONTENT_TYPE } from '../services/statistics-workbook';

/**
 * The admin's statistics (part 2 §7.18 `system/admin/statistics?dateFrom&dateTo`, a file download; README.md).
 * Only the realm role `admin`: the moderator reviews registrations but does not see the platform's figures.
 */
@ApiTags('system')
@ApiBearerAuth()
@Roles('admin')
@ApiBadRequestResponse({ description: 'a bad date, a reversed range or one longer than 366 days (field errors on dateFrom/dateTo)' })
@ApiForbiddenResponse({ description: 'not an admin' })
@Controller('api/system/admin/statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get()
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'The statistics as an XLSX workbook: a sheet per section, a row per day, and a totals sheet' })
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'Content-Disposition: attachment; filename="statistics_<dateFrom>_<dateTo>.xlsx"',
    schema: { type: 'string', format: 'binary' },
  })
  async file(
    @Query() query: StatisticsQueryDto,
    @Headers('accept-language') language: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const range = this.statistics.range(query.dateFrom, query.dateTo);
    const file = await this.statistics.file(range, statisticsLocale(language));
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.content, {
      type: XLSX_CONTENT_TYPE,
      length: file.content.length,
      disposition: `attachment; filename="${file.filename}"`,
    });
  }

  @Get('summary')
  @ApiOperation({ summary: "The same figures as JSON, for the admin screen's charts, with the all-time totals and the marketplace's" })
  @ApiOkResponse({ type: StatisticsSummaryDto })
  async summary(@Query() query: StatisticsQueryDto): Promise<StatisticsSummaryDto> {
    const figures = await this.statistics.figures(this.statistics.range(query.dateFrom, query.dateTo));
    return {
      dateFrom: figures.range.dateFrom,
      dateTo: figures.range.dateTo,
      days: figures.range.days,
      sections: figures.sections,
      allTime: figures.allTime,
      marketplace: figures.marketplace,
    };
  }
}
