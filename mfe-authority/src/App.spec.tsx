import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import App from './App';
import descriptor from './descriptor';

function renderAt(route: string, basePath: string) {
  return renderWithProviders(
    <Routes>
      <Route path={`${basePath}*`} element={<App basePath={basePath} />} />
    </Routes>,
    { route },
  );
}

describe('mfe-authority App', () => {
  it('renders the agreement landing in Russian with the dashboard and the flight requests', () => {
    renderAt('/agreement/', '/agreement/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Согласование полётов');
    expect(screen.getByRole('link', { name: 'Сводка' }).getAttribute('href')).toBe('/agreement/dashboard/');
    expect(screen.getByRole('link', { name: 'Заявки на полёт' }).getAttribute('href')).toBe('/agreement/flight-requests/');
  });

  it('renders the agreement landing in English under /en', () => {
    renderAt('/en/agreement/', '/en/agreement/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flight agreement');
    expect(screen.getByRole('link', { name: 'Flight requests' }).getAttribute('href')).toBe('/en/agreement/flight-requests/');
  });

  it('answers an unknown path of the section with its local not-found page', () => {
    renderAt('/agreement/unknown/', '/agreement/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
  });

  it('declares remote contract v1 with the prefix the deployment gives it', () => {
    expect(descriptor).toEqual({ contractVersion: 1, name: 'mfe_authority', routePrefixes: ['/agreement/'], i18nNamespace: 'authority' });
  });
});
