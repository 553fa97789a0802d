import { registerTranslations } from '@nebo/shared-ui';
import { en } from './en';
import { ru } from './ru';

export const SHELL_NAMESPACE = 'shell';

export function registerShellTranslations(): void {
  registerTranslations(SHELL_NAMESPACE, { ru, en });
}
