import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import { diffOf, setupCompany } from './api/testing';
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

const notFound = {
  status: 404,
  body: { error: 'Not Found', message: 'No request', statusCode: 404, code: 'company-registration.not-found', detailedError: [] },
};

describe('mfe-company App', () => {
  it('mounts the company home under /company/, with the company’s card', async () => {
    setupCompany(['ADMIN']);
    renderAt('/company/', '/company/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('ООО «Небо-Тест»');
    expect(screen.getByRole('link', { name: /Сотрудники/ }).getAttribute('href')).toBe('/company/profile/employees/');
  });

  it('mounts the profile with its vertical menu, in English under /en', async () => {
    const fake = setupCompany(['ADMIN']);
    fake.on('GET', '/business/api/company-profile/general-info/diff', { body: diffOf() });
    renderAt('/en/company/profile/', '/en/company/');
    expect(await screen.findByRole('navigation', { name: 'Company profile sections' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invitations' }).getAttribute('href')).toBe('/en/company/profile/invites/');
  });

  it('mounts the registration page under /register-company/ in both languages', async () => {
    const fake = setupCompany();
    fake.on('GET', '/api/company-registration/request/my', notFound);
    const { unmount } = renderAt('/register-company/', '/register-company/');
    expect(await screen.findByRole('button', { name: 'Отправить заявку' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Регистрация компании');
    unmount();
    renderAt('/en/register-company/', '/en/register-company/');
    expect(await screen.findByRole('button', { name: 'Send the request' })).toBeTruthy();
  });

  it('keeps the flights and insurance landings until their issues', async () => {
    setupCompany(['PILOT']);
    renderAt('/company/insurance/', '/company/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Страхование');
    expect(screen.getByRole('link', { name: 'В кабинет компании' }).getAttribute('href')).toBe('/company/');
  });

  it('answers an unknown path of the section with its local not-found page', async () => {
    setupCompany();
    renderAt('/en/company/unknown/', '/en/company/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page could not be found');
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
