import type { DroneType, EngineType } from '../domain/drone-characteristics';
import type { WeightClass } from '../domain/weight-class';

export interface SeedManufacturer {
  key: string;
  name: string;
  nameEn: string;
  country: string;
  website: string;
  source: string;
}

/**
 * A seeded model. Figures follow the units of domain/drone-characteristics.ts; a figure the manufacturer
 * does not publish, or that we could not confirm, is null rather than estimated. `weightClass` is only
 * given where the take-off weight is unknown but the class is certain (derived otherwise).
 */
export interface SeedModel {
  key: string;
  manufacturer: string;
  name: string;
  droneType: DroneType;
  engineType: EngineType;
  engineCount: number;
  weightClass?: WeightClass;
  maxTakeoffWeight: number | null;
  maxLiftingCapacity: number | null;
  maxDistance: number | null;
  maxDuration: number | null;
  maxHeight: number | null;
  maxHorizontalSpeed: number | null;
  maxVerticalSpeed: number | null;
  temperature: [number, number] | null;
  windSpeed: [number, number] | null;
  source: string;
}
