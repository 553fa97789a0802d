import { REALM_PATH } from '../auth-server.constants';
import type { Locale } from './messages';

/** Addresses of one sign-in interaction's pages and form targets (all under the realm). */
export interface InteractionLinks {
  loginPage: Record<Locale, string>;
  registerPage: Record<Locale, string>;
  loginAction: string;
  registerAction: string;
}

export function interactionBasePath(uid: string): string {
  return `${REALM_PATH}/interaction/${encodeURIComponent(uid)}`;
}

export function interactionLinks(uid: string): InteractionLinks {
  const base = interactionBasePath(uid);
  return {
    loginPage: { ru: `${base}?lang=ru`, en: `${base}?lang=en` },
    registerPage: { ru: `${base}/register?lang=ru`, en: `${base}/register?lang=en` },
    loginAction: `${base}/login`,
    registerAction: `${base}/register`,
  };
}
