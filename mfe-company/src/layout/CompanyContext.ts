import { createContext, useContext } from 'react';
import type { CompanySummaryDto } from '../api/types';
import { ADMIN_ROLES } from '../api/types';

/** The company the caller works for (GET /business/api/company-profile/summary) and what they may do in it. */
export interface CompanyState {
  summary: CompanySummaryDto;
  /** D7: a company admin is an ADMIN or a MANAGER. */
  isAdmin: boolean;
  roles: string[];
}

export const CompanyContext = createContext<CompanyState | null>(null);

export function companyStateOf(summary: CompanySummaryDto): CompanyState {
  const roles = [...((summary as { myRoles?: string[] }).myRoles ?? [])];
  return { summary, roles, isAdmin: roles.some((role) => ADMIN_ROLES.includes(role)) };
}

/** The company pages render inside CompanyLayout, which provides the company once its summary is loaded. */
export function useCompany(): CompanyState {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useCompany outside the company layout');
  return company;
}
