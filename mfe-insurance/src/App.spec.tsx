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

describe('mfe-insurance App', () => {
  it('renders the insurance landing in Russian with the aggregator, upload and policies', () => {
    renderAt('/insurance/', '/insurance/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страхование дронов');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/insurance/aggregator/', '/insurance/upload-policy/', '/insurance/policies/']);
  });

  it('renders the insurance landing in English under /en', () => {
    renderAt('/en/insurance/', '/en/insurance/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Drone insurance');
    expect(screen.getByRole('link', { name: 'My policies' }).getAttribute('href')).toBe('/en/insurance/policies/');
  });

  it('answers an unknown path of the section with its local not-found page', () => {
    renderAt('/en/insurance/unknown/', '/en/insurance/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
  });

  it('declares remote contract v1 with the prefix the deployment gives it', () => {
    expect(descriptor).toEqual({ contractVersion: 1, name: 'mfe_insurance', routePrefixes: ['/insurance/'], i18nNamespace: 'insurance' });
  });
});
