import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@nebo/shared-ui';
import { isInAppPath } from '../auth/returnPath';

export const AUTH_REDIRECT_PARAM = 'auth_redirect';

/**
 * A query parameter `auth_redirect` triggers login (docs/requirements.md#ui-navigation). Its value, when it is an in-app
 * path, is where the user lands afterwards; otherwise they come back to this page. A signed-in
 * user is simply taken there.
 */
export function AuthRedirectParam(): null {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const login = useSession((state) => state.actions.login);
  // Once per location: StrictMode runs effects twice, and sign-in must start only once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(AUTH_REDIRECT_PARAM) || handled.current === location.key) return;
    handled.current = location.key;
    const requested = params.get(AUTH_REDIRECT_PARAM);
    params.delete(AUTH_REDIRECT_PARAM);
    const rest = params.toString();
    const here = `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
    const target = isInAppPath(requested) ? requested : here;
    if (status === 'authenticated') navigate(target, { replace: true });
    else void login(target);
  }, [location, navigate, status, login]);

  return null;
}
