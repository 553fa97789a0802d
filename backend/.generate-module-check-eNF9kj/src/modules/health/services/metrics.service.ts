import { Injectable } from '@nestjs/common';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

type RequestDurationSeries = ReturnType<Histogram<'method' | 'route' | 'status_code'>['labels']>;

/**
 * Prometheus metrics of this instance. A registry per application (not prom-client's global one) so that
 * several apps in one process — the integration tests — do not collide on metric names.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /**
   * The histogram's series by method, status and route pattern. prom-client hashes the label object of
   * every observation (sorting its keys); the series handle found once skips that. The set is as bounded
   * as the series themselves (route patterns, not URLs).
   */
  private readonly requestSeries = new Map<string, RequestDurationSeries>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Records one HTTP request of `seconds` under its method, route pattern and status code. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.httpRequestDuration.labels({ method, route, status_code: String(statusCode) });
      this.requestSeries.set(key, series);
    }
    series.observe(seconds);
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
