import { registerTranslations } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import * as listTexts from '../requests/list/i18n-texts';
import { en } from './en';
import { requestsEn } from './requests.en';
import { requestsRu } from './requests.ru';
import { ru } from './ru';

export { NAMESPACE };

/** The whole namespace: the drones and landing texts, the request form's (`requests`) and the list's (`requestsList`). */
export const resources = {
  ru: { ...ru, requests: requestsRu, ...listTexts.ru },
  en: { ...en, requests: requestsEn, ...listTexts.en },
};

/** Adds this remote's ru/en strings to the page's shared i18next instance under its own namespace. */
export function registerRemoteTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}
