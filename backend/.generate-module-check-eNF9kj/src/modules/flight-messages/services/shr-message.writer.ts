import { Injectable } from '@nestjs/common';
import { ShrInputError, type ShrMessage, type ShrMessageInput, type ShrWriteOptions } from '../domain/shr-message.input';
import { writeShrMessages } from '../domain/shr-message';
import { shrUnwritable } from '../flight-messages.exceptions';

/**
 * Writes a flight's SHR messages (one per flight date) for the modules that print or send them: flight
 * requests now, agreements later. Pure (no clock, no database): the rules are in domain/.
 */
@Injectable()
export class ShrMessageWriter {
  /** @throws DomainException `flight-messages.<problem>` (400) for input the format cannot carry. */
  write(input: ShrMessageInput, options: ShrWriteOptions = {}): ShrMessage[] {
    try {
      return writeShrMessages(input, options);
    } catch (error) {
      if (error instanceof ShrInputError) throw shrUnwritable(error.problem, error.field, error.message);
      throw error;
    }
  }
}
