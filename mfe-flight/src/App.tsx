import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { stripLocale } from '@nebo/shared-ui';
import { NotFound } from './components/NotFound';
import { registerRemoteTranslations } from './i18n';
import { DronesLanding } from './pages/DronesLanding';
import { FlightLanding } from './pages/FlightLanding';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` once per prefix this
 * remote owns (/drones/ and /flight/); the routes below are relative to that prefix.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  const Landing = stripLocale(basePath) === '/flight/' ? FlightLanding : DronesLanding;
  return (
    <Routes>
      <Route index element={<Landing />} />
      <Route path="*" element={<NotFound sectionPath={basePath} />} />
    </Routes>
  );
}
