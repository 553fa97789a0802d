import type { ModuleManifest } from '../module-manifest';
import { readDemoFlightsConfig } from './demo-flights.config';
import { DemoFlightsModule } from './demo-flights.module';

export const demoFlightsManifest = {
  name: 'demo-flights',
  module: DemoFlightsModule,
  config: readDemoFlightsConfig,
} satisfies ModuleManifest;
