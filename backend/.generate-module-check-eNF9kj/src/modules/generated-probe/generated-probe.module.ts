import { Module } from '@nestjs/common';
import { GeneratedProbeController } from './controllers/generated-probe.controller';
import { GeneratedProbeRepository } from './repositories/generated-probe.repository';
import { GeneratedProbeService } from './services/generated-probe.service';

/**
 * Generated probe: see README.md. Imports only modules listed before it in modules/index.ts; exports only what
 * modules listed after it use (nothing yet).
 */
@Module({
  controllers: [GeneratedProbeController],
  providers: [GeneratedProbeRepository, GeneratedProbeService],
})
export class GeneratedProbeModule {}
