import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nebo/shared-ui';
import { ComingLaterPage } from '../home/ComingLaterPage';
import { CompanyHomePage } from '../home/CompanyHomePage';
import { NAMESPACE } from '../namespace';
import { DocumentsPage } from '../profile/DocumentsPage';
import { EditDocumentPage } from '../profile/EditDocumentPage';
import { EditPaymentPage } from '../profile/EditPaymentPage';
import { EditProfilePage } from '../profile/EditProfilePage';
import { PaymentPage } from '../profile/PaymentPage';
import { ProfileMainPage } from '../profile/ProfileMainPage';
import { AdminOnly } from './AdminOnly';
import { CompanyLayout } from './CompanyLayout';
import { CompanyProfileLayout } from './CompanyProfileLayout';

/**
 * /company/… (relative to the prefix the shell mounts the remote under). `profileRoutes` are more <Route>s of the
 * profile layout (employees, invitations, drones: App passes them), `adminRoutes` the same for admin-only pages.
 */
export function CompanyArea({
  basePath,
  profileRoutes,
  adminRoutes,
}: {
  basePath: string;
  profileRoutes?: ReactNode;
  adminRoutes?: ReactNode;
}): ReactElement {
  return (
    <Routes>
      <Route element={<CompanyLayout />}>
        <Route index element={<CompanyHomePage />} />
        <Route path="flight-requests" element={<ComingLaterPage part="flightRequests" />} />
        <Route path="flight-requests/new" element={<ComingLaterPage part="newFlightRequest" />} />
        <Route path="flight-requests/:id/*" element={<ComingLaterPage part="flightRequests" />} />
        <Route path="insurance" element={<ComingLaterPage part="insurance" />} />
        <Route path="profile" element={<CompanyProfileLayout />}>
          <Route index element={<ProfileMainPage />} />
          <Route path="documents" element={<DocumentsPage />} />
          <Route path="payment" element={<PaymentPage />} />
          {profileRoutes}
          <Route element={<AdminOnly />}>
            <Route path="edit" element={<EditProfilePage />} />
            <Route path="documents/edit" element={<EditDocumentPage />} />
            <Route path="payment/edit" element={<EditPaymentPage />} />
            {adminRoutes}
          </Route>
          <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
        </Route>
      </Route>
      <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
    </Routes>
  );
}
