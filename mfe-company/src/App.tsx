import type { ComponentType, ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound, stripLocale } from '@nebo/shared-ui';
import { registerRemoteTranslations } from './i18n';
import { NAMESPACE } from './namespace';
import { CompanyLanding } from './pages/CompanyLanding';
import { RegisterCompanyLanding } from './pages/RegisterCompanyLanding';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

const LANDINGS: Record<string, ComponentType> = {
  '/company/': CompanyLanding,
  '/register-company/': RegisterCompanyLanding,
};

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` once per prefix this
 * remote owns; the routes below are relative to that prefix.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  const Landing = LANDINGS[stripLocale(basePath)] ?? CompanyLanding;
  return (
    <Routes>
      <Route index element={<Landing />} />
      <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
    </Routes>
  );
}
