import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SectionNotFound } from '@nebo/shared-ui';
import { DashboardPage } from './dashboard/DashboardPage';
import { registerRemoteTranslations } from './i18n';
import { AreaLayout } from './layout/AreaLayout';
import { OrganisationLayout } from './layout/OrganisationLayout';
import { NAMESPACE } from './namespace';
import { EditProfilePage } from './profile/EditProfilePage';
import { ProfilePage } from './profile/ProfilePage';
import { FlightRequestReviewPage, FlightRequestsPage } from './review';
import { DepartmentsPage } from './staff/DepartmentsPage';
import { EmployeesPage } from './staff/EmployeesPage';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` (/agreement/);
 * the routes below are relative to that prefix. Who is staff is the server's answer (GET /api/authority/current),
 * read once by the area's layout; the server checks it again on every call.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  return (
    <Routes>
      <Route index element={<Navigate replace to="dashboard/" />} />
      <Route element={<AreaLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="flight-requests" element={<FlightRequestsPage />} />
        <Route path="flight-requests/:id" element={<FlightRequestReviewPage />} />
        <Route path="authority/edit" element={<EditProfilePage />} />
        <Route path="authority" element={<OrganisationLayout />}>
          <Route index element={<ProfilePage />} />
          <Route path="departments" element={<DepartmentsPage />} />
          <Route path="employees" element={<EmployeesPage />} />
        </Route>
      </Route>
      <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
    </Routes>
  );
}
