import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@nebo/shared-api';
import { api, useSession } from '@nebo/shared-ui';
import { useAudience } from '../../navigation/useNavigation';

/** D12: GET /business/api/company-profile/summary (the generated name arrives when the lead regenerates the types). */
export type CompanySummary = Schema<'CompanySummaryDto'>;

export const COMPANY_SUMMARY_PATH = '/business/api/company-profile/summary';

/**
 * Shared with the company remote (the same query client): a change of the avatar or the name there invalidates
 * ['company'] and the header follows. Keyed by the user, so another sign-in never shows the last one's company.
 */
export const companySummaryKey = (userId: string) => ['company', 'summary', userId] as const;

/** The header can do without it (a letter from the employment's name): no error page, no loading bar. */
export function fetchCompanySummary(): Promise<CompanySummary> {
  return api.get<CompanySummary>(COMPANY_SUMMARY_PATH, { ignoreStatuses: 'all', silent: true });
}

/** The signed-in company user's company, or undefined for anyone else (and while it loads). */
export function useCompanySummary(): CompanySummary | undefined {
  const audience = useAudience();
  const userId = useSession((state) => state.claims?.sub ?? '');
  const query = useQuery({
    queryKey: companySummaryKey(userId),
    queryFn: fetchCompanySummary,
    enabled: audience === 'company',
    staleTime: 60_000,
    retry: false,
  });
  return audience === 'company' ? query.data : undefined;
}

export { companyInitial } from '@nebo/shared-ui';

/** The company's name as the header shows it: the short name, else the full one, else the employment's. */
export function companyDisplayName(summary: CompanySummary | undefined, employmentName: string | null | undefined): string {
  return summary?.shortName || summary?.name || employmentName || '';
}
