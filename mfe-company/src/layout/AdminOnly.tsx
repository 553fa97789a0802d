import type { ReactElement } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useLocale } from '@nebo/shared-ui';
import { useCompany } from './CompanyContext';

/** Pages for company admins only (P1 L80; invitations, P1 L155): anyone else goes back to the profile. */
export function AdminOnly(): ReactElement {
  const { isAdmin } = useCompany();
  const { localize } = useLocale();
  return isAdmin ? <Outlet /> : <Navigate replace to={localize('/company/profile/')} />;
}
