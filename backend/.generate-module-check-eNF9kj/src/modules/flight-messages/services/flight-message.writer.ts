import { Injectable } from '@nestjs/common';
import { writeMovementMessage, type MovementMessage, type MovementMessageInput } from '../domain/movement-message';
import { ShrInputError } from '../domain/shr-message.input';
import { shrUnwritable } from '../flight-messages.exceptions';

type Without<K> = Omit<MovementMessageInput, 'kind'> & { kind?: K };

/**
 * Writes a flight date's DEP, ARR and CNL messages for the agreements' sends. Pure like the SHR writer: the
 * rules are in domain/movement-message.ts.
 */
@Injectable()
export class FlightMessageWriter {
  /** @throws DomainException `flight-messages.<problem>` (400) for input the format cannot carry. */
  movement(input: MovementMessageInput): MovementMessage {
    try {
      return writeMovementMessage(input);
    } catch (error) {
      if (error instanceof ShrInputError) throw shrUnwritable(error.problem, error.field, error.message);
      throw error;
    }
  }

  dep(input: Without<'DEP'>): MovementMessage {
    return this.movement({ ...input, kind: 'DEP' });
  }

  arr(input: Without<'ARR'>): MovementMessage {
    return this.movement({ ...input, kind: 'ARR' });
  }

  cnl(input: Without<'CNL'>): MovementMessage {
    return this.movement({ ...input, kind: 'CNL' });
  }
}
