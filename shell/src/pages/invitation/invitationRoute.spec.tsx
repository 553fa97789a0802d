import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { buildRoutes } from '../../routing/routes';
import { authorityDeployment, portalDeployment } from '../../testing/renderInShell';
import { InvitationPage } from './InvitationPage';

/** The component the deepest matched route renders. */
function pageAt(path: string, deployment = portalDeployment): unknown {
  const matches = matchRoutes(buildRoutes(deployment), path) ?? [];
  const element = matches.at(-1)?.route.element;
  return isValidElement(element) ? element.type : undefined;
}

describe('the /employee-invitation/ route', () => {
  it('is the shell’s page in both languages, ahead of the portal remote that also lists the prefix', () => {
    expect(pageAt('/employee-invitation/')).toBe(InvitationPage);
    expect(pageAt('/en/employee-invitation/')).toBe(InvitationPage);
  });

  it('exists on the authority-only deployment, which has no company remote', () => {
    expect(pageAt('/employee-invitation/', authorityDeployment)).toBe(InvitationPage);
  });
});
