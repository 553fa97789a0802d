import { screen, within } from '@testing-library/react';
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

describe('mfe-map App', () => {
  it('renders the public map landing in Russian with the layers the map shows', () => {
    renderAt('/map/', '/map/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Карта воздушного пространства');
    const layers = screen.getByRole('heading', { level: 2, name: 'Что показывает карта' }).parentElement as HTMLElement;
    expect(within(layers).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Спланировать полёт' }).getAttribute('href')).toBe('/flight/new/');
  });

  it('renders the public map landing in English under /en', () => {
    renderAt('/en/map/', '/en/map/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Airspace map');
    expect(screen.getByRole('link', { name: 'Plan a flight' }).getAttribute('href')).toBe('/en/flight/new/');
  });

  it('answers an unknown path of the section with its local not-found page', () => {
    renderAt('/map/unknown/', '/map/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
  });

  it('declares remote contract v1 with the prefix the deployment gives it', () => {
    expect(descriptor).toEqual({ contractVersion: 1, name: 'mfe_map', routePrefixes: ['/map/'], i18nNamespace: 'map' });
  });
});
