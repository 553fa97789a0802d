import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { renderWithProviders, type RenderOptions } from '@nebo/shared-ui/testing';
import { DeploymentProvider, type Deployment } from '../federation';
import { registerShellTranslations } from '../i18n';

/** Test-only: the portal deployment of docs/contracts.md with every remote. */
export const portalDeployment: Deployment = {
  profile: 'portal',
  apiUrl: 'http://api.test',
  auth: { url: 'http://api.test', realm: 'nebo', clientId: 'nebo-portal' },
  remotes: [
    { name: 'mfe_flight', manifest: 'http://localhost:3101/mf-manifest.json', routes: ['/drones/', '/flight/'] },
    {
      name: 'mfe_company',
      manifest: 'http://localhost:3102/mf-manifest.json',
      routes: ['/company/', '/register-company/'],
    },
    { name: 'mfe_authority', manifest: 'http://localhost:3103/mf-manifest.json', routes: ['/agreement/'] },
    { name: 'mfe_admin', manifest: 'http://localhost:3104/mf-manifest.json', routes: ['/admin/', '/system-versions/'] },
    { name: 'mfe_insurance', manifest: 'http://localhost:3105/mf-manifest.json', routes: ['/insurance/'] },
    { name: 'mfe_map', manifest: 'http://localhost:3106/mf-manifest.json', routes: ['/map/'] },
  ],
  map: { onlineTiles: null },
  sppi: { authorizeUrl: 'http://sppi.test/sppi/oauth/authorize', clientId: 'nebo' },
};

export const authorityDeployment: Deployment = {
  ...portalDeployment,
  profile: 'authority',
  remotes: portalDeployment.remotes.filter((r) => r.name === 'mfe_authority'),
};

/** Renders shell UI with the shell's translations, a deployment and the shared providers. */
export function renderInShell(ui: ReactElement, options: RenderOptions & { deployment?: Deployment } = {}) {
  registerShellTranslations();
  const { deployment = portalDeployment, ...rest } = options;
  return renderWithProviders(<DeploymentProvider deployment={deployment}>{ui}</DeploymentProvider>, rest);
}

/** Shows the router's current location, so a test can read where a guard or link led. */
export function LocationProbe(): ReactElement {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
