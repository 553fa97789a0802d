import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';

/** The demo requests made at start. */
export interface DemoFlightsConfig {
  /** `npm start` turns it on; tests never do, except this module's own spec. */
  enabled: boolean;
}

/**
 * NEBO_DEMO_DATA (default false). Referenced from demo-flights.manifest.ts, so loadConfig reads and validates it
 * with the rest at start.
 */
export function readDemoFlightsConfig(read: EnvReader): { demoFlights: DemoFlightsConfig } {
  return { demoFlights: { enabled: read.boolean('NEBO_DEMO_DATA', false) } };
}

/** The module's part of the configuration under its own token, so a test can hand it settings of its own. */
export const DEMO_FLIGHTS_CONFIG = Symbol('DEMO_FLIGHTS_CONFIG');

export const demoFlightsConfigProvider: Provider = {
  provide: DEMO_FLIGHTS_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): DemoFlightsConfig => config.demoFlights,
};
