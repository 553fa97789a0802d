import { registerTranslations } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { contentEn } from './content.en';
import { contentRu } from './content.ru';
import { en } from './en';
import { registrationsEn } from './registrations.en';
import { registrationsRu } from './registrations.ru';
import { ru } from './ru';
import { statisticsEn } from './statistics.en';
import { statisticsRu } from './statistics.ru';
import { versionsEn } from './versions.en';
import { versionsRu } from './versions.ru';

export { NAMESPACE };

/**
 * The whole namespace: the admin area (ru/en), news and pages under `content`, the review of company requests under
 * `registrations`, the statistics under `statistics`, and the system-versions page's table beside the landing's title
 * under `versions`.
 */
export const resources = {
  ru: { ...ru, content: contentRu, registrations: registrationsRu, statistics: statisticsRu, versions: { ...ru.versions, ...versionsRu } },
  en: { ...en, content: contentEn, registrations: registrationsEn, statistics: statisticsEn, versions: { ...en.versions, ...versionsEn } },
};

/** Adds this remote's ru/en strings to the page's shared i18next instance under its own namespace. */
export function registerRemoteTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}
