import { registerTranslations } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { en } from './en';
import { registrationsEn } from './registrations.en';
import { registrationsRu } from './registrations.ru';
import { ru } from './ru';

export { NAMESPACE };

/** The whole namespace: the admin area (ru/en) and the review of company requests under `registrations`. */
export const resources = {
  ru: { ...ru, registrations: registrationsRu },
  en: { ...en, registrations: registrationsEn },
};

/** Adds this remote's ru/en strings to the page's shared i18next instance under its own namespace. */
export function registerRemoteTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}
