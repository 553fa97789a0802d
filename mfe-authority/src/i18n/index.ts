import { registerTranslations } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { en } from './en';
import { reviewEn } from './review.en';
import { reviewRu } from './review.ru';
import { ru } from './ru';

export { NAMESPACE };

/** The whole namespace: the area, dashboard, organisation pages (ru/en) and the review pages' texts under `review`. */
export const resources = {
  ru: { ...ru, review: reviewRu },
  en: { ...en, review: reviewEn },
};

/** Adds this remote's ru/en strings to the page's shared i18next instance under its own namespace. */
export function registerRemoteTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}
