import { DateTime } from 'luxon';
import type { QueryObject } from '@nebo/shared-ui';
import { CROSSINGS, REVIEW_SORTS, REVIEW_STATUSES, type Crossing, type ReviewSort, type ReviewStatus } from '../types';

/**
 * The list's filters as the address keeps them (short keys, a list comma-joined so `useListSearchParams` can
 * hold it in one parameter) and as the API reads them (dotted `filter.*` keys, repeated for a list).
 */
export interface ReviewFilter {
  statuses: ReviewStatus[];
  /** Moscow calendar days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  applicant: string;
  drone: string;
  purpose: string;
  crossing: Crossing | '';
  /** The request's name. */
  text: string;
}

export const REVIEW_PAGE_SIZE = 20;

/** The address parameters the filters live in (`query` is shared-ui's search-box parameter). */
export const FILTER_PARAMS = ['status', 'from', 'to', 'applicant', 'drone', 'purpose', 'crossing', 'query'] as const;

const isDay = (value: string | null): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid);

export function filterFromParams(params: URLSearchParams): ReviewFilter {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((value): value is ReviewStatus => REVIEW_STATUSES.includes(value as ReviewStatus));
  const crossing = params.get('crossing');
  return {
    // In the order the chips show them, once each, whatever order the address had.
    statuses: REVIEW_STATUSES.filter((status) => statuses.includes(status)),
    from: isDay(params.get('from')) ? (params.get('from') as string) : '',
    to: isDay(params.get('to')) ? (params.get('to') as string) : '',
    applicant: params.get('applicant')?.trim() ?? '',
    drone: params.get('drone')?.trim() ?? '',
    purpose: params.get('purpose')?.trim() ?? '',
    crossing: CROSSINGS.includes(crossing as Crossing) ? (crossing as Crossing) : '',
    text: params.get('query')?.trim() ?? '',
  };
}

export function sortFromParams(params: URLSearchParams): ReviewSort {
  return REVIEW_SORTS.find((value) => value === params.get('sort')) ?? REVIEW_SORTS[0];
}

/** The address changes that select exactly `statuses` (none = every status). */
export function statusParam(statuses: readonly ReviewStatus[]): Record<string, string | null> {
  const ordered = REVIEW_STATUSES.filter((status) => statuses.includes(status));
  return { status: ordered.length > 0 ? ordered.join(',') : null };
}

export function toggleStatus(statuses: readonly ReviewStatus[], status: ReviewStatus): ReviewStatus[] {
  return statuses.includes(status) ? statuses.filter((each) => each !== status) : [...statuses, status];
}

/** How many filters narrow the list (the name search counted apart, as it stays in sight on a phone). */
export function activeFilterCount(filter: ReviewFilter): number {
  return [filter.statuses.length > 0, filter.from, filter.to, filter.applicant, filter.drone, filter.purpose, filter.crossing].filter(
    Boolean,
  ).length;
}

export const clearedFilters = (): Record<string, null> => Object.fromEntries(FILTER_PARAMS.map((name) => [name, null]));

/** GET /api/authority/flight-requests: the filter as dotted keys (empty ones left out), then paging and sort. */
export function listQueryOf(filter: ReviewFilter, page: number, sort: ReviewSort, size = REVIEW_PAGE_SIZE): QueryObject {
  return {
    filter: {
      status: filter.statuses,
      flightDate: { from: filter.from || undefined, to: filter.to || undefined },
      applicant: filter.applicant || undefined,
      drone: filter.drone || undefined,
      purpose: filter.purpose ? [filter.purpose] : undefined,
      crossing: filter.crossing || undefined,
      text: filter.text || undefined,
    },
    page,
    size,
    sort,
  };
}

/** The column a sort orders by, and which way. */
export function sortParts(sort: ReviewSort): { field: string; direction: 'asc' | 'desc' } {
  const [field, direction] = sort.split(',');
  return { field, direction: direction === 'asc' ? 'asc' : 'desc' };
}

/**
 * A click on a column heading: the column's natural first direction (names A→Z, dates newest first for the
 * send date, soonest first for the flight), then the other way round.
 */
export function nextSort(current: ReviewSort, field: 'sendDateTime' | 'firstFlightDateTime' | 'name'): ReviewSort {
  const { field: currentField, direction } = sortParts(current);
  const first: Record<typeof field, 'asc' | 'desc'> = { sendDateTime: 'desc', firstFlightDateTime: 'asc', name: 'asc' };
  const nextDirection = currentField === field ? (direction === 'asc' ? 'desc' : 'asc') : first[field];
  return `${field},${nextDirection}` as ReviewSort;
}
