import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorBody, FieldError, errorBody, reasonPhrase } from './error-body';
import { isDatabaseUnavailable } from './database-unavailable';
import { TooManyAttemptsException } from './too-many-attempts.exception';
import { asHttpErrorLike } from './http-error-like';

/**
 * Renders every failure in the platform's error shape `{ error, message, statusCode, detailedError? }`:
 * Nest HTTP exceptions (thrown on purpose, so their messages are meant for the client; Nest turns the HTTP
 * server's own failures before routing, such as an oversized body, into these), unmatched routes, and
 * anything unexpected — a 500 with a generic message; the details go to the log, never to the client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (reply.sent) return;
    // A body refused before it was read to the end (too large, a broken upload) is left unread: close the
    // connection after the answer, so the unread bytes are never taken for the next request on it.
    if (body.statusCode === 413 || !reply.request.raw.complete) reply.header('Connection', 'close');
    // Throttled: say when to come back (TooManyAttemptsException knows).
    if (exception instanceof TooManyAttemptsException) reply.header('Retry-After', String(exception.retryAfterSeconds));
    // Unavailable for a moment (the database restarting, storage failing): tell clients when to try again.
    if (body.statusCode === 503) reply.header('Retry-After', '5');
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) return fromHttpException(exception);
  const httpError = asHttpErrorLike(exception);
  if (httpError) return errorBody(httpError.status, reasonPhrase(httpError.status));
  if (isDatabaseUnavailable(exception)) return errorBody(503, 'The service is temporarily unavailable; try again shortly');
  return errorBody(500, 'Internal server error');
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return errorBody(statusCode, response);
  const payload = response as { message?: unknown; detailedError?: FieldError[]; code?: unknown };
  const code = typeof payload.code === 'string' ? payload.code : undefined;
  return errorBody(statusCode, messageOf(payload.message, exception.message), payload.detailedError, code);
}

/** Nest's built-in exceptions may carry a message array (e.g. ParseIntPipe); join it for the shape. */
function messageOf(message: unknown, fallback: string): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return fallback;
}
