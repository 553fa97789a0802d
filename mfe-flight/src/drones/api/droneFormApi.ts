import { api, droneFormData, uploadMultipart, type DroneFormApi } from '@nebo/shared-ui';
import { DRONES, type Drone, type DroneDefaults } from './dronesApi';

/**
 * The shared drone form's adapter for a pilot's own drones: GET user/drones/library-defaults/{id},
 * GET user/drones/checkExistRegistrationNumber (silent: it runs while the user types; `id` is the drone
 * being edited, whose own number does not count) and POST user/drones/insertOrUpdate (multipart).
 */
export const individualDroneFormApi: DroneFormApi<Drone> = {
  modelDefaults: (modelId) =>
    api.get<DroneDefaults>(`${DRONES}/library-defaults/${encodeURIComponent(modelId)}`, { ignoreStatuses: [400, 404] }),
  registrationNumberExists: (registrationNumber, id, signal) =>
    api
      .get<{ exists: boolean }>(`${DRONES}/checkExistRegistrationNumber`, {
        query: { registrationNumber, id },
        ignoreStatuses: 'all',
        silent: true,
        signal,
      })
      .then((answer) => answer.exists),
  save: (upload, options) => uploadMultipart<Drone>(`${DRONES}/insertOrUpdate`, droneFormData(upload), options),
};
