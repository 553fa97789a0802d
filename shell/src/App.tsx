import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { NeboUiProvider } from '@nebo/shared-ui';
import { DeploymentProvider, type Deployment } from './federation';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  deployment: Deployment;
  queryClient: QueryClient;
}

/** The providers every page needs, around the router. */
export function App({ router, deployment, queryClient }: AppProps): ReactElement {
  return (
    <NeboUiProvider>
      <QueryClientProvider client={queryClient}>
        <DeploymentProvider deployment={deployment}>
          <RouterProvider router={router} />
        </DeploymentProvider>
      </QueryClientProvider>
    </NeboUiProvider>
  );
}
