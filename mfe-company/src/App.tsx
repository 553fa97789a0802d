import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound, stripLocale } from '@nebo/shared-ui';
import { CompanyDronePage } from './drones/CompanyDronePage';
import { CompanyDronesPage } from './drones/CompanyDronesPage';
import { EditCompanyDronePage } from './drones/EditCompanyDronePage';
import { NewCompanyDronePage } from './drones/NewCompanyDronePage';
import { EmployeePage } from './employees/EmployeePage';
import { EmployeesPage } from './employees/EmployeesPage';
import { registerRemoteTranslations } from './i18n';
import { InvitesPage } from './invites/InvitesPage';
import { NewInvitePage } from './invites/NewInvitePage';
import { CompanyArea } from './layout/CompanyArea';
import { NAMESPACE } from './namespace';
import { RegistrationPage } from './registration/RegistrationPage';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

/** Pages of the profile layout every employee opens (the server still answers 403 to what they may not do). */
const STAFF_ROUTES = (
  <>
    <Route path="employees" element={<EmployeesPage />} />
    <Route path="employees/:id" element={<EmployeePage />} />
    <Route path="drones" element={<CompanyDronesPage />} />
    <Route path="drones/:id" element={<CompanyDronePage />} />
  </>
);

/** Company admins only (ADMIN or MANAGER; P1 L80, L155, D11). */
const ADMIN_ROUTES = (
  <>
    <Route path="invites" element={<InvitesPage />} />
    <Route path="invites/new" element={<NewInvitePage />} />
    <Route path="drones/new" element={<NewCompanyDronePage />} />
    <Route path="drones/:id/edit" element={<EditCompanyDronePage />} />
  </>
);

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` once per prefix this remote owns
 * (/company/ and /register-company/, with or without /en); the routes below are relative to that prefix.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  if (stripLocale(basePath) === '/register-company/') {
    return (
      <Routes>
        <Route index element={<RegistrationPage />} />
        <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
      </Routes>
    );
  }
  return <CompanyArea basePath={basePath} profileRoutes={STAFF_ROUTES} adminRoutes={ADMIN_ROUTES} />;
}
