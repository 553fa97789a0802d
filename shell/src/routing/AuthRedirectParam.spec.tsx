import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@nebo/shared-ui';
import { fakeClaims } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../testing/renderInShell';
import { AuthRedirectParam } from './AuthRedirectParam';

const login = jest.fn(async () => undefined);

beforeEach(() => {
  login.mockClear();
  act(() => {
    sessionStore.getState().setAnonymous();
    sessionStore.getState().setAuthActions({ login, logout: jest.fn(), register: jest.fn() });
  });
});

function renderAt(route: string) {
  renderInShell(
    <>
      <AuthRedirectParam />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('auth_redirect', () => {
  it('starts sign-in for a visitor, returning to the requested in-app page', async () => {
    renderAt('/?auth_redirect=%2Fflight%2Fnew%2F');
    await waitFor(() => expect(login).toHaveBeenCalledWith('/flight/new/'));
  });

  it('returns to the current page (without the parameter) when the target is not in-app', async () => {
    renderAt('/drones/?auth_redirect=https%3A%2F%2Fevil.example&page=2');
    await waitFor(() => expect(login).toHaveBeenCalledWith('/drones/?page=2'));
  });

  it('takes a signed-in user straight there', async () => {
    act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
    renderAt('/en/?auth_redirect=%2Fen%2Fprofile%2F');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/profile/'));
    expect(login).not.toHaveBeenCalled();
  });
});
