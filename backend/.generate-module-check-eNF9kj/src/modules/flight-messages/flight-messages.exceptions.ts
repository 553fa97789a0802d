import { DomainException } from '../../common/errors/domain.exception';
import type { ShrProblem } from './domain/shr-message.input';

// Every failure this module names, with its stable code ('flight-messages.<what>'): the front ends translate by
// the code, so the message may be reworded.

/**
 * The input cannot be written as an SHR message (a shape with no points, a southern point, a finish before
 * the start…): a 400 with the field error in the platform's shape (`message` is `field:error`), code
 * `flight-messages.<problem>` (e.g. `flight-messages.no-points`).
 */
export const shrUnwritable = (problem: ShrProblem, field: string, message: string) =>
  new DomainException(`flight-messages.${problem}`, 400, `${field}:${message}`, [{ field, error: message }]);
