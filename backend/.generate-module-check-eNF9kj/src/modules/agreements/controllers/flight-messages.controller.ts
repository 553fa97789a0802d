import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import type { FlightMessageKind } from '@nebo/shared-vocabulary';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { flightDateNotFound } from '../agreements.exceptions';
import { MessageTimeDto, SendShrDto } from '../dtos/agreement-input.dto';
import { FlightDateDto } from '../dtos/flight-date.dto';
import { AgreementFlights } from '../services/agreement-flights';
import { AgreementViews } from '../services/agreement-view.service';
import { FlightDateMessages } from '../services/flight-date-messages.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/**
 * The flight messages of one flight date (`dateId` = a flight_request_intervals id of this flight): SHR, DEP, ARR,
 * CNL, each queued for the submission's channel and answered by the centre. Rules break → 409 with the reason.
 */
@ApiTags('agreements')
@ApiBearerAuth()
@Roles('individual')
@ApiNotFoundResponse({ description: 'No such request of the caller, or no such date of it' })
@ApiConflictResponse({ description: 'agreements.message-not-allowed (with the reason), agreements.not-converted' })
@Controller('api/user/flight-agreements/:id/orvd/:dateId')
export class FlightMessagesController {
  constructor(
    private readonly access: AgreementFlights,
    private readonly messages: FlightDateMessages,
    private readonly views: AgreementViews,
  ) {}

  @Put('send-shr')
  @HttpCode(202)
  @ApiOperation({ summary: "The date's flight plan (SHR); needs the zonal centre's agreement ALLOWED" })
  @ApiBody({ type: SendShrDto, required: false })
  @ApiAcceptedResponse({ type: FlightDateDto })
  sendShr(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('dateId', uuid) dateId: string,
    @Body() input: SendShrDto,
  ) {
    return this.send(caller, id, dateId, 'SHR', { remarks: input?.remarks });
  }

  @Put('send-dep')
  @HttpCode(202)
  @ApiOperation({ summary: "Departure (DEP) at `at` (default now); needs the date's SHR accepted and no DEP yet" })
  @ApiBody({ type: MessageTimeDto, required: false })
  @ApiAcceptedResponse({ type: FlightDateDto })
  sendDep(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('dateId', uuid) dateId: string,
    @Body() input: MessageTimeDto,
  ) {
    return this.send(caller, id, dateId, 'DEP', { at: input?.at ? new Date(input.at) : undefined });
  }

  @Put('arrive-shr')
  @HttpCode(202)
  @ApiOperation({ summary: 'Arrival (ARR) at `at` (default now); needs the flight INFLIGHT' })
  @ApiBody({ type: MessageTimeDto, required: false })
  @ApiAcceptedResponse({ type: FlightDateDto })
  arrive(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('dateId', uuid) dateId: string,
    @Body() input: MessageTimeDto,
  ) {
    return this.send(caller, id, dateId, 'ARR', { at: input?.at ? new Date(input.at) : undefined });
  }

  @Put('cancel-shr')
  @HttpCode(202)
  @ApiOperation({ summary: 'Cancellation (CNL); allowed while the announced flight has not taken off' })
  @ApiAcceptedResponse({ type: FlightDateDto })
  cancel(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string, @Param('dateId', uuid) dateId: string) {
    return this.send(caller, id, dateId, 'CNL', {});
  }

  private async send(
    caller: Caller,
    id: string,
    dateId: string,
    kind: FlightMessageKind,
    options: { remarks?: string; at?: Date },
  ): Promise<FlightDateDto> {
    const flight = await this.access.converted(caller.userId, id);
    await this.messages.queue({ kind: 'USER', userId: caller.userId }, id, dateId, kind, options);
    const date = (await this.views.build(flight, 'ru')).dates.find((d) => d.id === dateId);
    if (!date) throw flightDateNotFound();
    return date;
  }
}
