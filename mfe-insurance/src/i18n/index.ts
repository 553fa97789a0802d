import { registerTranslations } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { en } from './en';
import { ru } from './ru';

export { NAMESPACE };

/** Adds this remote's ru/en strings to the page's shared i18next instance under its own namespace. */
export function registerRemoteTranslations(): void {
  registerTranslations(NAMESPACE, { ru, en });
}
