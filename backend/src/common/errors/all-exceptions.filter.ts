import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorBody, FieldError, errorBody, reasonPhrase } from './error-body';
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
    // A body refused as too large is left unread: close the connection after the answer rather than read it.
    if (body.statusCode === 413) reply.header('Connection', 'close');
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) return fromHttpException(exception);
  const httpError = asHttpErrorLike(exception);
  if (httpError) return errorBody(httpError.status, reasonPhrase(httpError.status));
  return errorBody(500, 'Internal server error');
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return errorBody(statusCode, response);
  const payload = response as { message?: unknown; detailedError?: FieldError[] };
  return errorBody(statusCode, messageOf(payload.message, exception.message), payload.detailedError);
}

/** Nest's built-in exceptions may carry a message array (e.g. ParseIntPipe); join it for the shape. */
function messageOf(message: unknown, fallback: string): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return fallback;
}
