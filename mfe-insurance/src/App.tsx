import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nebo/shared-ui';
import { registerRemoteTranslations } from './i18n';
import { NAMESPACE } from './namespace';
import { InsuranceLanding } from './pages/InsuranceLanding';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` (/insurance/);
 * the routes below are relative to that prefix.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  return (
    <Routes>
      <Route index element={<InsuranceLanding />} />
      <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
    </Routes>
  );
}
