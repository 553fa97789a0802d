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

describe('mfe-company App', () => {
  it('renders the company account landing in Russian, with every part of the account', () => {
    renderAt('/company/', '/company/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Кабинет компании');
    expect(screen.getByRole('link', { name: 'Сотрудники' }).getAttribute('href')).toBe('/company/profile/employees/');
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('renders the company account landing in English under /en', () => {
    renderAt('/en/company/', '/en/company/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Company account');
    expect(screen.getByRole('link', { name: 'Invitations' }).getAttribute('href')).toBe('/en/company/profile/invites/');
  });

  it('renders the company registration landing in both languages', () => {
    const { unmount } = renderAt('/register-company/', '/register-company/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Регистрация компании');
    unmount();
    renderAt('/en/register-company/', '/en/register-company/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register a company');
  });

  it('answers an unknown path of the section with its local not-found page', () => {
    renderAt('/en/company/unknown/', '/en/company/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
  });

  it('declares remote contract v1 with the prefixes the deployment gives it', () => {
    expect(descriptor).toEqual({
      contractVersion: 1,
      name: 'mfe_company',
      routePrefixes: ['/company/', '/register-company/'],
      i18nNamespace: 'company',
    });
  });
});
