import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './generated/openapi';

/** The API as the generated types describe it: `api.GET('/api/user/drones/{id}', { params: { path: { id } } })`. */
export type NeboApi = Client<paths>;

/** A schema of the document by its name, e.g. `Schema<'DroneDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The error shape every call fails with (docs/requirements.md#error-shape). */
export type ErrorBody = Schema<'ErrorBodyDto'>;

export interface ApiClientOptions {
  /** Origin of the backend, e.g. 'http://localhost:3000' (from the deployment file). */
  baseUrl: string;
  /**
   * Sends one request. The platform's (shared-ui's `platformFetch`) adds the bearer token, the page's
   * language and the loading bar, and refreshes the token once after a 401.
   */
  fetch: (request: Request) => Promise<Response>;
}

/** A typed client over openapi-fetch; the transport is the caller's, so this package holds no session. */
export function createApiClient(options: ApiClientOptions): NeboApi {
  return createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: options.fetch });
}
