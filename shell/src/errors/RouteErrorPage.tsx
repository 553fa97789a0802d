import type { ReactElement } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageSpinner } from '@nebo/shared-ui';
import { recoverFromChunkError, useOptionalDeployment } from '../federation';
import { errorKindFor } from './errorKinds';
import { PageColumn } from '../layout/ContentLayout';
import { ErrorPage } from './ErrorPage';

/**
 * What the router shows when rendering a page threw. A failed chunk of the shell (a new release
 * under an open tab) reloads the page, at most once a minute; anything else gets its error page
 * (an unknown failure is a 500, docs/requirements.md#ui-error-pages).
 */
export function RouteErrorPage(): ReactElement {
  const error = useRouteError();
  const deployment = useOptionalDeployment();
  if (recoverFromChunkError(error, deployment?.remoteBases ?? [])) return <PageSpinner />;
  if (!isRouteErrorResponse(error)) console.error('[shell] a page failed to render', error);
  return (
    <PageColumn>
      <ErrorPage kind={isRouteErrorResponse(error) ? errorKindFor(error.status) : '500'} />
    </PageColumn>
  );
}
