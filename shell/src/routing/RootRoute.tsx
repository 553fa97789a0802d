import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { withTrailingSlash } from './trailingSlash';

/** The top of the route tree: adds the missing trailing slash (query and hash kept), else renders. */
export function RootRoute(): ReactElement {
  const { pathname, search, hash } = useLocation();
  const slashed = withTrailingSlash(pathname);
  if (slashed !== null) return <Navigate replace to={{ pathname: slashed, search, hash }} />;
  return <Outlet />;
}
