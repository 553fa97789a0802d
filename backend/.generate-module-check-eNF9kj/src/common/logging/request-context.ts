import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while a request is handled carries. */
export interface RequestContext {
  reqId: string;
}

/**
 * The request being handled, for the log lines written deep inside services (which never see the request).
 * Entered once per request by the HTTP hooks; one store for the whole app, so a single async-hooks cost.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();
