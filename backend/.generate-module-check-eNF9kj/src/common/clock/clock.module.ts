import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';

/**
 * The one clock of the backend, provided once for every module (like the configuration): tests replace it
 * with `overrideProvider(Clock)` and every module sees the same fixed day.
 */
@Global()
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }],
  exports: [Clock],
})
export class ClockModule {}
