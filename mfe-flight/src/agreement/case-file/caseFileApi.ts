import type { Schema } from '@nebo/shared-api';
import { api } from '@nebo/shared-ui';
import { downloadApiFile } from '../../requests/api/download';

export type CaseEvent = Schema<'CaseEventDto'>;
export interface CaseEventPage {
  data: CaseEvent[];
  meta: { totalCount: number };
}

export const CASE_FILE_PAGE_SIZE = 20;

const events = (flightId: string) => `/api/user/flight-agreements/${encodeURIComponent(flightId)}/agreement/events`;

export const caseFileKeys = {
  page: (flightId: string, page: number, refreshKey: number) => ['flight-requests', 'case-file', flightId, page, refreshKey] as const,
};

/** GET …/agreement/events: the append-only trail of every body, newest first as the backend orders it. */
export function fetchCaseEvents(flightId: string, page: number, size = CASE_FILE_PAGE_SIZE): Promise<CaseEventPage> {
  return api.get<CaseEventPage>(events(flightId), { query: { page, size }, ignoreStatuses: 'all' });
}

/** GET …/events/csv, saved under the name the backend gives (`case-file-<id>.csv`). */
export function downloadCaseFileCsv(flightId: string): Promise<string> {
  return downloadApiFile(`${events(flightId)}/csv`, `case-file-${flightId}.csv`);
}

/** A sha256 hex is 64 characters: the table shows its head and tail, the rest stays in the title and for screen readers. */
export function shortDigest(digest: string): string {
  return digest.length > 16 ? `${digest.slice(0, 8)}…${digest.slice(-6)}` : digest;
}
