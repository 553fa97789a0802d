import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { individualOwner } from '../domain/flight-request';
import { flightRequestNotFound } from '../flights.exceptions';
import type { PrintFormKind } from '../print/forms/form-context';
import { DEFAULT_PRINT_FORMAT } from '../print/print-formats';
import { PrintQueryDto } from '../print/print-query.dto';
import { PrintService } from '../print/print.service';

const PRODUCES = ['text/plain', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const FILE = {
  description:
    'The form as a file (text/plain; charset=utf-8, application/pdf or DOCX) with Content-Disposition: attachment; filename="…"; filename*=UTF-8\'\'<Russian name>',
  schema: { type: 'string', format: 'binary' },
};

/**
 * The printed forms of an individual pilot's flight request (part 2 §7.19, print/README.md): the
 * temporary- and local-regime submissions, the SHR message, the local-government report and the municipal
 * blank (`/api/local-government-agreement-documents/{id}/blank`, id = the flight request's id), each as
 * `?format=text|pdf|docx`. Another owner's request answers 404, like a missing one.
 */
@ApiTags('flights')
@ApiBearerAuth()
@Roles('individual')
@ApiProduces(...PRODUCES)
@ApiParam({ name: 'id', format: 'uuid', description: 'the flight request id' })
@ApiOkResponse(FILE)
@ApiNotFoundResponse({ description: 'No such request of the caller' })
@Controller()
export class PrintController {
  constructor(private readonly printing: PrintService) {}

  @Get('api/user/flight-agreements/:id/print/temporary-regime-submission')
  @ApiOperation({ summary: 'The submission (представление) to the zonal centre for establishing a temporary regime' })
  temporaryRegime(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query() query: PrintQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.send(caller, id, 'temporary-regime-submission', query, reply);
  }

  @Get('api/user/flight-agreements/:id/print/local-regime-submission')
  @ApiOperation({ summary: 'The submission (представление) for establishing a local regime' })
  localRegime(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query() query: PrintQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.send(caller, id, 'local-regime-submission', query, reply);
  }

  @Get('api/user/flight-agreements/:id/print/shr-message')
  @ApiOperation({ summary: 'The SHR messages of the flight, one per flight date (400 without dates, route or altitudes)' })
  shrMessage(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query() query: PrintQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.send(caller, id, 'shr-message', query, reply);
  }

  @Get('api/user/flight-agreements/:id/print/local-gov-report')
  @ApiOperation({ summary: 'The notice to the local government of a flight over a settlement' })
  localGovReport(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query() query: PrintQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.send(caller, id, 'local-gov-report', query, reply);
  }

  @Get('api/local-government-agreement-documents/:id/blank')
  @ApiOperation({
    summary: 'The municipal blank: the application for a permission to fly over a settlement, filled in (id = the flight request id)',
  })
  blank(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query() query: PrintQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.send(caller, id, 'blank', query, reply);
  }

  private async send(caller: Caller, id: string, kind: PrintFormKind, query: PrintQueryDto, reply: FastifyReply): Promise<StreamableFile> {
    if (!isUUID(id)) throw flightRequestNotFound();
    const file = await this.printing.print(individualOwner(caller.userId), id, kind, query.format ?? DEFAULT_PRINT_FORMAT);
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.content, { type: file.contentType, length: file.content.length, disposition: file.disposition });
  }
}
