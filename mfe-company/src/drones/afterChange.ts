import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../api/companyApi';
import { companyDroneKeys } from './companyDronesApi';

/** A saved or deleted drone makes the drone lists stale, and the summary, whose dronesCount the company pages show. */
export function refreshAfterCompanyDroneChange(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: companyKeys.summary });
  return queryClient.invalidateQueries({ queryKey: companyDroneKeys.all });
}
