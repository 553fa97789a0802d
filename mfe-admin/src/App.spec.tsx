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

describe('mfe-admin App', () => {
  it('renders the admin landing in Russian with the six parts of the admin area', () => {
    renderAt('/admin/', '/admin/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Администрирование');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/library/',
      '/admin/company-registration-requests/',
      '/admin/statistics/',
      '/admin/login-as/',
      '/system-versions/',
      '/admin/content/',
    ]);
  });

  it('renders the admin landing in English under /en', () => {
    renderAt('/en/admin/', '/en/admin/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration');
    expect(screen.getByRole('link', { name: 'Drone library' }).getAttribute('href')).toBe('/en/admin/library/');
  });

  it('renders the system versions page for its own prefix in both languages', () => {
    const { unmount } = renderAt('/system-versions/', '/system-versions/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Версии системы');
    unmount();
    renderAt('/en/system-versions/', '/en/system-versions/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('System versions');
  });

  it('routes the review of company registration requests', async () => {
    renderAt('/admin/company-registration-requests/', '/admin/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Заявки на регистрацию компаний');
  });

  it('answers an unknown path of the section with its local not-found page', () => {
    renderAt('/admin/unknown/', '/admin/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
  });

  it('declares remote contract v1 with the prefixes the deployment gives it', () => {
    expect(descriptor).toEqual({
      contractVersion: 1,
      name: 'mfe_admin',
      routePrefixes: ['/admin/', '/system-versions/'],
      i18nNamespace: 'admin',
    });
  });
});
