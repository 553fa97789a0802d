import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../request-id/request-id';
import { errorBody, reasonPhrase } from './error-body';
import { asHttpErrorLike } from './http-error-like';

/**
 * What the client is told when Fastify's router refuses a request before any route or hook runs. Fastify's
 * own answers carry its error code and quote the whole path back; these say what was wrong in the
 * platform's words.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  FST_ERR_BAD_URL: 'The request path is not valid percent-encoded text',
};

/**
 * Fastify's `frameworkErrors` handler: the router's own refusals (a path parameter longer than
 * `maxParamLength` → 414, a path that does not decode → 400) answered in the error shape
 * `{ error, message, statusCode }` with the request id, like every other failure. They never reach Nest
 * (no route matched), so the exception filter cannot render them.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = asHttpErrorLike(error)?.status ?? 500;
  const message = MESSAGES[error.code] ?? (statusCode >= 500 ? 'Internal server error' : reasonPhrase(statusCode));
  void reply
    .status(statusCode)
    .header(REQUEST_ID_HEADER, request.id)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message));
}
