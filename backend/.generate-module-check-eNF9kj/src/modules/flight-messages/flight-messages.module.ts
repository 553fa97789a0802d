import { Module } from '@nestjs/common';
import { FlightMessageWriter } from './services/flight-message.writer';
import { ShrMessageWriter } from './services/shr-message.writer';

/**
 * Flight messages (see README.md): a library module with no routes, no tables and no imports. It exports the
 * SHR and movement (DEP/ARR/CNL) message writers for the modules listed after it (flight requests, agreements).
 * The reply parser is pure: import `parseCentreReply` from `domain/centre-reply`.
 */
@Module({
  providers: [ShrMessageWriter, FlightMessageWriter],
  exports: [ShrMessageWriter, FlightMessageWriter],
})
export class FlightMessagesModule {}
