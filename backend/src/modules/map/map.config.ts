import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type MapConfig } from '../../config/app-config';

export type { MapConfig };

/**
 * The map part of the configuration (OSM_LOOKUP_URL, OSM_LOOKUP_TIMEOUT_MS), read and validated with the
 * rest of it at start (src/config/map-config.ts). Its own token keeps the services bound to only what they
 * use, and lets a test hand them settings of its own.
 */
export const MAP_CONFIG = Symbol('MAP_CONFIG');

export const mapConfigProvider: Provider = {
  provide: MAP_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): MapConfig => config.map,
};
