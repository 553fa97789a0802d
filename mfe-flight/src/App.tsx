import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound, stripLocale } from '@nebo/shared-ui';
import { AgreementPage } from './agreement/AgreementPage';
import { DronesListPage } from './drones/list/DronesListPage';
import { DronePage } from './drones/pages/DronePage';
import { EditDronePage } from './drones/pages/EditDronePage';
import { NewDronePage } from './drones/pages/NewDronePage';
import { registerRemoteTranslations } from './i18n';
import { NAMESPACE } from './namespace';
import { FlightLanding } from './pages/FlightLanding';
import { FlightRequestsListPage } from './requests/list/FlightRequestsListPage';
import { FlightRequestPage } from './requests/pages/FlightRequestPage';
import { NewFlightRequestPage } from './requests/pages/NewFlightRequestPage';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` once per prefix this
 * remote owns (/drones/ and /flight/); the routes below are relative to that prefix. Who may open
 * /drones/ and /flight/… (individual pilots; /flight/new/ only when allowed to fly, else /flight/requests/)
 * is the shell's guard; the server checks it again on every call.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  if (stripLocale(basePath) === '/flight/') {
    return (
      <Routes>
        <Route index element={<FlightLanding />} />
        <Route path="new" element={<NewFlightRequestPage />} />
        <Route path="requests" element={<FlightRequestsListPage />} />
        <Route path="requests/:id" element={<FlightRequestPage />} />
        <Route path="requests/:id/agreement" element={<AgreementPage />} />
        <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<DronesListPage />} />
      <Route path="new" element={<NewDronePage />} />
      <Route path=":id" element={<DronePage />} />
      <Route path=":id/edit" element={<EditDronePage />} />
      <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
    </Routes>
  );
}
