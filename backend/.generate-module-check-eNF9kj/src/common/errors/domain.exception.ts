import { HttpException } from '@nestjs/common';
import type { FieldError } from './error-body';

/**
 * A failure a module names on purpose. Its `code` (`<module>.<what>`, e.g. `drones.not-found`) is stable:
 * it reaches the client in the error shape's `code` field, and the front ends translate by it, so the
 * English `message` may be reworded without breaking a screen. Each module declares its codes in one file,
 * `<module>.exceptions.ts`.
 */
export class DomainException extends HttpException {
  constructor(
    readonly code: string,
    status: number,
    message: string,
    detailedError?: FieldError[],
  ) {
    super({ message, detailedError, code }, status);
  }
}
