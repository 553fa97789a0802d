import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/public.decorator';
import { MetricsService } from '../services/metrics.service';

/** Prometheus scrape endpoint. Public like the probes; expose it only on an internal network in production. */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() reply: FastifyReply): Promise<void> {
    await reply.type(this.metrics.contentType).send(await this.metrics.render());
  }
}
