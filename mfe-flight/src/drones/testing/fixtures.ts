import type { DroneDefaults } from '../api/dronesApi';

/** Test data only (imported by specs, never by the app): a library model as GET library-defaults answers it. */
export const MODEL_ID = '11111111-1111-4111-8111-111111111111';

export const geoscan401Defaults: DroneDefaults = {
  modelId: MODEL_ID,
  model: { id: MODEL_ID, name: 'Геоскан 401' },
  name: 'Геоскан 401',
  manufacturer: 'Геоскан',
  droneType: 'MULTICOPTER',
  engineType: 'ELECTRIC',
  engineCount: 4,
  weightClass: 'LIGHT',
  maxTakeoffWeight: 11,
  maxLiftingCapacity: 2,
  maxDistance: 20,
  maxDuration: 60,
  maxHeight: 4000,
  maxHorizontalSpeed: 20,
  maxVerticalSpeed: 5,
  temperature: { from: -20, to: 40 },
  windSpeed: { from: 0, to: 15 },
};
