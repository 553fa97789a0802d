// The contract across the wall: types generated from the backend's OpenAPI document and a thin client
// over them (docs/requirements.md#contract-openapi-types). Front ends derive their names from here
// (`type Drone = Schema<'DroneDto'>`) instead of restating the backend's DTOs.
export type { components, operations, paths } from './generated/openapi';
export { createApiClient, type ApiClientOptions, type ErrorBody, type NeboApi, type Schema } from './client';
