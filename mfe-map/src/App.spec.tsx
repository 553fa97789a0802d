import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import App from './App';
import descriptor from './descriptor';

// The pages draw OpenLayers maps (canvas, WebGL), which jsdom cannot: routing is tested with stand-ins,
// the pages themselves in the Playwright suites (e2e/tests/map-*.spec.ts).
jest.mock('./pages/MapPage', () => ({
  __esModule: true,
  default: ({ basePath }: { basePath: string }) => <h1>{`map page at ${basePath}`}</h1>,
}));
jest.mock('./pages/RouteEditorPage', () => ({ __esModule: true, default: () => <h1>route editor page</h1> }));

function renderAt(route: string, basePath: string) {
  return renderWithProviders(
    <Routes>
      <Route path={`${basePath}*`} element={<App basePath={basePath} />} />
    </Routes>,
    { route },
  );
}

describe('mfe-map App', () => {
  it('shows the public map at the section root, in Russian and under /en', async () => {
    renderAt('/map/', '/map/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('map page at /map/');
  });

  it('shows the route editor demo at route-editor/', async () => {
    renderAt('/en/map/route-editor/', '/en/map/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('route editor page');
  });

  it('answers an unknown path of the section with its local not-found page', async () => {
    renderAt('/map/unknown/', '/map/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Страница не найдена');
  });

  it('declares remote contract v1 with the prefix the deployment gives it', () => {
    expect(descriptor).toEqual({ contractVersion: 1, name: 'mfe_map', routePrefixes: ['/map/'], i18nNamespace: 'map' });
  });
});
