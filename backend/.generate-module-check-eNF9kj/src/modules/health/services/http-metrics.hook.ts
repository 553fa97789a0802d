import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MetricsService } from './metrics.service';

/**
 * Times every request. The route label is the matched route pattern (`/api/user/drones/:id`), never the raw
 * URL, so ids in paths cannot blow up the number of time series; unmatched paths share one label.
 */
export function installHttpMetrics(fastify: FastifyInstance, metrics: MetricsService): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
