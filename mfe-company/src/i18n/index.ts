import { registerTranslations } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import dronesEn from './drones.en';
import dronesRu from './drones.ru';
import employeesEn from './employees.en';
import employeesRu from './employees.ru';
import invitesEn from './invites.en';
import invitesRu from './invites.ru';
import { ownResources } from './own';

export { NAMESPACE };

/** The whole namespace: the area, registration and profile pages, and the employees, invitations and drones pages' texts. */
export const resources = {
  ru: { ...ownResources.ru, ...employeesRu, ...invitesRu, ...dronesRu },
  en: { ...ownResources.en, ...employeesEn, ...invitesEn, ...dronesEn },
};

/** Adds this remote's ru/en strings to the page's shared i18next instance under its own namespace. */
export function registerRemoteTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}
