import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { sessionStore } from '@nebo/shared-ui';
import { fakeClaims, fakeSummary } from '@nebo/shared-ui/testing';
import { authorityDeployment, LocationProbe, renderInShell } from '../testing/renderInShell';
import { RouteGuard } from './RouteGuard';

function GuardedApp() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="*" element={<LocationProbe />} />
      </Route>
    </Routes>
  );
}

function signIn(scope: string[]) {
  act(() => {
    sessionStore.getState().setAuthenticated('token', fakeClaims({ sub: scope.join('-') }));
    sessionStore.setState({ summary: fakeSummary({ scope }), summaryFetchedAt: Date.now() });
  });
}

beforeEach(() => act(() => sessionStore.getState().setAnonymous()));

describe('RouteGuard', () => {
  it('forces an admin into /admin/, keeping the language', () => {
    signIn(['admin']);
    renderInShell(<GuardedApp />, { route: '/en/' });
    expect(screen.getByTestId('location').textContent).toBe('/en/admin/');
  });

  it('explains instead of redirecting an admin where there is no admin area', () => {
    signIn(['admin']);
    renderInShell(<GuardedApp />, { route: '/', deployment: authorityDeployment });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Раздел администрирования здесь недоступен');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('sends a signed-in non-admin from /admin/ to /404/', () => {
    signIn(['user', 'individual']);
    renderInShell(<GuardedApp />, { route: '/admin/statistics/' });
    expect(screen.getByTestId('location').textContent).toBe('/404/');
  });

  it('asks an anonymous visitor of the profile to sign in', () => {
    renderInShell(<GuardedApp />, { route: '/en/profile/personal-info/' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Please sign in');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets ordinary pages through', () => {
    signIn(['user', 'individual']);
    renderInShell(<GuardedApp />, { route: '/drones/' });
    expect(screen.getByTestId('location').textContent).toBe('/drones/');
  });
});
