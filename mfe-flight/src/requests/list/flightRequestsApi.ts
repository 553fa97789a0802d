import type { Schema } from '@nebo/shared-api';
import { FLIGHT_PURPOSES, FLIGHT_REQUEST_STATUSES, type FlightRequestStatus } from '@nebo/shared-vocabulary';
import { DateTime } from 'luxon';
import { api, MOSCOW_ZONE, type ListResponse } from '@nebo/shared-ui';

/**
 * The list's calls (docs/requirements.md#flights, `/api/user/flight-agreements`), typed from the backend's
 * OpenAPI document (@nebo/shared-api): a DTO changed on the backend is a type error here.
 */
export type FlightRequestListItem = Schema<'FlightRequestListItemDto'>;
/** `start`/`finish` are `YYYY-MM-DDTHH:mm:ss` in the request's offset mode (UTC, or LOCAL = Moscow). */
export type FlightInterval = Schema<'FlightIntervalDto'>;

export { FLIGHT_REQUEST_STATUSES, type FlightRequestStatus };
/** The purposes of the static FLIGHT_PURPOSE dictionary, used when the dictionary cannot be read. */
export const FLIGHT_PURPOSE_CODES = FLIGHT_PURPOSES;

const BASE = '/api/user/flight-agreements';

export const FLIGHT_REQUESTS_PAGE_SIZE = 12;

/** API sort values; the first is the server's default. */
export const SORTS = ['firstFlightDateTime,desc', 'firstFlightDateTime,asc', 'createdAt,desc', 'name,asc'] as const;
export type FlightRequestSort = (typeof SORTS)[number];

export interface FlightRequestFilter {
  status?: string;
  purpose?: string;
  /** Moscow calendar days, `YYYY-MM-DD`, both included. */
  dateFrom?: string;
  dateTo?: string;
  text?: string;
}

/**
 * A Moscow calendar day as the list call's date filter. The server reads a bare day as a UTC day, so the
 * day is sent as the UTC instant its Moscow midnight is (`dateFrom`), or the next day's (`dateTo`, whose
 * day is included): `2026-12-01` → `2026-11-30T21:00:00`.
 */
export function moscowDayBound(day: string | undefined, end: boolean): string | undefined {
  if (!day) return undefined;
  const midnight = DateTime.fromISO(day, { zone: MOSCOW_ZONE })
    .startOf('day')
    .plus({ days: end ? 1 : 0 });
  return midnight.isValid ? midnight.toUTC().toFormat("yyyy-LL-dd'T'HH:mm:ss") : undefined;
}

/** React-query keys: everything under ['flight-requests'] refreshes together after a change. */
export const flightRequestsKeys = {
  all: ['flight-requests'] as const,
  list: (filter: FlightRequestFilter, page: number, sort: string) => ['flight-requests', 'list', filter, page, sort] as const,
  purposes: (language: string) => ['dictionary', 'FLIGHT_PURPOSE', language] as const,
};

/** GET user/flight-agreements — the list shows its own loading and error states. */
export function findFlightRequests(filter: FlightRequestFilter, page: number, sort: string): Promise<ListResponse<FlightRequestListItem>> {
  return api.get<ListResponse<FlightRequestListItem>>(BASE, {
    // `filter.status=…` dotted keys (the design's list call), then paging.
    query: {
      filter: {
        status: filter.status || undefined,
        purpose: filter.purpose || undefined,
        dateFrom: moscowDayBound(filter.dateFrom, false),
        dateTo: moscowDayBound(filter.dateTo, true),
        text: filter.text?.trim() || undefined,
      },
      page,
      size: FLIGHT_REQUESTS_PAGE_SIZE,
      sort,
    },
    ignoreStatuses: 'all',
  });
}

/** GET user/flight-agreements/{id}/copy-flight-request: a new unsaved form copied from `id`, dates cleared. */
export function fetchCopy(id: string): Promise<unknown> {
  return api.get<unknown>(`${BASE}/${encodeURIComponent(id)}/copy-flight-request`, { ignoreStatuses: 'all' });
}

/** DELETE user/flight-agreements/{id}; a converted request answers 409 (shown in the dialog). */
export function deleteFlightRequest(id: string): Promise<void> {
  return api.delete(`${BASE}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

export interface PurposeItem {
  id: number | string;
  code: string;
  name: string;
}

/** GET /api/dictionaries/FLIGHT_PURPOSE (names in the request's language). */
export function fetchPurposes(): Promise<ListResponse<PurposeItem>> {
  return api.get<ListResponse<PurposeItem>>('/api/dictionaries/FLIGHT_PURPOSE', {
    query: { page: 0, size: 100 },
    ignoreStatuses: 'all',
    silent: true,
  });
}
