import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { LocationProbe, renderInShell } from '../testing/renderInShell';
import { RootRoute } from './RootRoute';
import { withTrailingSlash } from './trailingSlash';

describe('trailing slash', () => {
  it('adds the slash to page paths only', () => {
    expect(withTrailingSlash('/profile')).toBe('/profile/');
    expect(withTrailingSlash('/en')).toBe('/en/');
    expect(withTrailingSlash('/drones/')).toBeNull();
    expect(withTrailingSlash('/deployment.json')).toBeNull();
  });

  it('redirects in the client keeping the query and hash', () => {
    renderInShell(
      <Routes>
        <Route element={<RootRoute />}>
          <Route path="*" element={<LocationProbe />} />
        </Route>
      </Routes>,
      { route: '/flight/requests?page=2' },
    );
    expect(screen.getByTestId('location').textContent).toBe('/flight/requests/?page=2');
  });
});
