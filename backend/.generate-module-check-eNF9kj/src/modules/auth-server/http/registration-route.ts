import type { Request, Response } from 'express';
import { PROTOCOL_PATH, REALM_PATH } from '../auth-server.constants';

/**
 * Keycloak's `/protocol/openid-connect/registrations` (what keycloak-js `register()` opens). It takes the
 * same query as the authorization endpoint, so it forwards to it with two changes: `nebo_screen=register`
 * makes the interaction show the registration form, and `prompt=login` makes sure a form is shown even
 * when the browser is already signed in (registering means becoming someone new).
 */
export function registrationRedirect(req: Request, res: Response): void {
  // Only the query is read; the base merely makes the relative originalUrl parseable.
  const query = new URL(req.originalUrl, 'http://localhost').searchParams;
  query.set('nebo_screen', 'register');
  query.set('prompt', 'login');
  res.redirect(303, `${REALM_PATH}${PROTOCOL_PATH}/auth?${query.toString()}`);
}
