import { registerTranslations } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import * as listTexts from '../requests/list/i18n-texts';
import { agreementEn } from './agreement.en';
import { agreementRu } from './agreement.ru';
import { en } from './en';
import { localEn } from './local.en';
import { localRu } from './local.ru';
import { requestsEn } from './requests.en';
import { requestsRu } from './requests.ru';
import { ru } from './ru';

export { NAMESPACE };

/**
 * The whole namespace: the drones and landing texts, the request form's (`requests`), the list's (`requestsList`),
 * the agreement page's (`agreement`) and its local administrations and case file (`local`).
 */
export const resources = {
  ru: { ...ru, requests: requestsRu, ...listTexts.ru, agreement: agreementRu, local: localRu },
  en: { ...en, requests: requestsEn, ...listTexts.en, agreement: agreementEn, local: localEn },
};

/** Adds this remote's ru/en strings to the page's shared i18next instance under its own namespace. */
export function registerRemoteTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}
