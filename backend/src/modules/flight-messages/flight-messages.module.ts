import { Module } from '@nestjs/common';
import { ShrMessageWriter } from './services/shr-message.writer';

/**
 * Flight messages (see README.md): a library module with no routes, no tables and no imports. It exports the
 * SHR message writer for the modules listed after it (flight requests, agreements).
 */
@Module({
  providers: [ShrMessageWriter],
  exports: [ShrMessageWriter],
})
export class FlightMessagesModule {}
