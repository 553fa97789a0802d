import type { ModuleManifest } from '../module-manifest';
import { FlightsModule } from './flights.module';
import { flightsMigrations } from './migrations';

export const flightsManifest = {
  name: 'flights',
  module: FlightsModule,
  migrations: flightsMigrations,
} satisfies ModuleManifest;
