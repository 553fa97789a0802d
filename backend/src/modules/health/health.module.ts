import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { HealthController } from './controllers/health.controller';
import { MetricsController } from './controllers/metrics.controller';
import { HttpMetricsMiddleware } from './services/http-metrics.middleware';
import { MetricsService } from './services/metrics.service';
import { ReadinessService } from './services/readiness.service';

/** Liveness and readiness probes, and Prometheus metrics for every HTTP request. */
@Module({
  controllers: [HealthController, MetricsController],
  providers: [ReadinessService, MetricsService, HttpMetricsMiddleware],
})
export class HealthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
