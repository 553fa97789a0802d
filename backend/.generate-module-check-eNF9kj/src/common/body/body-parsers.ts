import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';

/** Parses a JSON body as Fastify does (prototype-poisoning keys refused), under the route's body limit. */
type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * The request body parsers, for every route:
 * - JSON: an empty body with a JSON content type is read as no body (the validation pipe then names the
 *   missing fields, as for a request without one) instead of failing as a malformed document; malformed
 *   JSON is a 400 "Malformed JSON in request body", an oversized body Fastify's 413.
 * - URL-encoded forms, with repeated keys as arrays.
 * - multipart/form-data is left unread: the files module streams it itself (multipart-receiver), enforcing
 *   its own per-file limits while reading, so an oversized upload is cut off rather than buffered.
 * `bodyLimit` is Fastify's, per route (1 MB unless a route raises it).
 */
export function installBodyParsers(fastify: FastifyInstance): void {
  const json: JsonParser = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body.length === 0) return done(null, undefined);
    // Fastify's own text for this names its parser; the client gets ours (also for refused __proto__ keys).
    json(request, body, (error, value) => (error ? done(new BadRequestException('Malformed JSON in request body')) : done(null, value)));
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body: string, done) => {
    done(null, { ...parseQueryString(body) });
  });
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}
