import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MetricsService } from './metrics.service';

/**
 * Times every request. The route label is the matched route pattern (`/api/drones/:id`), never the raw
 * URL, so ids in paths cannot blow up the number of time series; unmatched paths share one label.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const started = performance.now();
    res.once('finish', () => {
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      this.metrics.observeRequest(req.method, route, res.statusCode, (performance.now() - started) / 1000);
    });
    next();
  }
}
