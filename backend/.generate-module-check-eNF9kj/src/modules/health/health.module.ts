import { Module } from '@nestjs/common';
import { HealthController } from './controllers/health.controller';
import { MetricsController } from './controllers/metrics.controller';
import { MetricsService } from './services/metrics.service';
import { ReadinessService } from './services/readiness.service';

/**
 * Liveness and readiness probes, and Prometheus metrics for every HTTP request (the bootstrap installs
 * installHttpMetrics on the HTTP server with this module's MetricsService).
 */
@Module({
  controllers: [HealthController, MetricsController],
  providers: [ReadinessService, MetricsService],
  exports: [MetricsService],
})
export class HealthModule {}
