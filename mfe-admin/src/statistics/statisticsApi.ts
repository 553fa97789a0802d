import type { Schema } from '@nebo/shared-api';
import { ApiRequestError, api, apiBaseUrl, normalizeApiError, platformFetch, serializeQuery } from '@nebo/shared-ui';
import type { ApiRange } from './dateRange';

export type StatisticsSummary = Schema<'StatisticsSummaryDto'>;
export type StatisticsSection = Schema<'StatisticsSectionDto'>;

const BASE = '/api/system/admin/statistics';

export const statisticsKeys = {
  summary: (range: ApiRange) => ['admin', 'statistics', range.dateFrom, range.dateTo] as const,
};

/** The figures for the charts; the page shows its own loading and error states. */
export function fetchSummary(range: ApiRange): Promise<StatisticsSummary> {
  return api.get<StatisticsSummary>(`${BASE}/summary`, {
    query: { dateFrom: range.dateFrom, dateTo: range.dateTo },
    ignoreStatuses: 'all',
  });
}

/** `attachment; filename="statistics_….xlsx"` → the name, or null. */
export function filenameFromDisposition(header: string | null): string | null {
  const match = header ? /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header) : null;
  return match ? (match[2] ?? match[1]).trim() || null : null;
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads the XLSX through the platform's transport (the session's token, the page's language for the workbook's
 * words, one refresh after a 401) and saves it under the name the server gives. A plain link cannot carry the token.
 * Rejects with ApiRequestError in the platform's error shape.
 */
export async function downloadStatistics(range: ApiRange, save: (blob: Blob, filename: string) => void = saveBlob): Promise<string> {
  const url = `${apiBaseUrl().replace(/\/+$/, '')}${BASE}?${serializeQuery({ dateFrom: range.dateFrom, dateTo: range.dateTo })}`;
  const response = await platformFetch(new Request(url, { method: 'GET', headers: { Accept: '*/*' } }));
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(normalizeApiError({ status: response.status, body }, response.statusText || 'Download failed'));
  }
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? `statistics_${range.dateFrom}_${range.dateTo}.xlsx`;
  save(await response.blob(), filename);
  return filename;
}
