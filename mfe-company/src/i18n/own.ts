import { en } from './en';
import { infoEn } from './info.en';
import { infoRu } from './info.ru';
import { profileEn } from './profile.en';
import { profileRu } from './profile.ru';
import { ru } from './ru';

/** This part of the namespace (area, registration, profile pages); index.ts adds the employees, invitations and drones texts. */
export const ownResources = {
  ru: { ...ru, ...infoRu, ...profileRu },
  en: { ...en, ...infoEn, ...profileEn },
};
