import { Controller, Get, Header, Headers, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { CaseFile } from '../../case-file/services/case-file.service';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { CaseEventPageDto } from '../dtos/case-event.dto';
import { CaseEventQueryDto } from '../dtos/case-event-query.dto';
import { AgreementFlights } from '../services/agreement-flights';

const uuid = new ParseUUIDPipe({ version: undefined });

/** The flight's case file: every event of every approving body, append-only, with its digest; and the CSV export. */
@ApiTags('agreements')
@ApiBearerAuth()
@Roles('individual')
@ApiHeader(MAP_LANGUAGE_HEADER)
@ApiNotFoundResponse({ description: 'No such request of the caller' })
@Controller('api/user/flight-agreements/:id/agreement/events')
export class CaseFileController {
  constructor(
    private readonly access: AgreementFlights,
    private readonly caseFile: CaseFile,
  ) {}

  @Get()
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'The case file, newest first; summaries in the request language' })
  @ApiOkResponse({ type: CaseEventPageDto })
  async list(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Query() query: CaseEventQueryDto,
    @Headers('accept-language') language?: string,
  ): Promise<CaseEventPageDto> {
    await this.access.converted(caller.userId, id);
    return this.caseFile.list(id, query.page, query.size, mapLocale(language));
  }

  @Get('csv')
  @ApiOperation({ summary: 'The whole case file as CSV (UTF-8 with BOM), oldest first' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv; charset=utf-8, attachment case-file-<id>.csv', schema: { type: 'string' } })
  async csv(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('accept-language') language?: string,
  ): Promise<StreamableFile> {
    await this.access.converted(caller.userId, id);
    const content = Buffer.from(await this.caseFile.csv(id, mapLocale(language)), 'utf8');
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(content, {
      type: 'text/csv; charset=utf-8',
      length: content.length,
      disposition: `attachment; filename="case-file-${id}.csv"`,
    });
  }
}
