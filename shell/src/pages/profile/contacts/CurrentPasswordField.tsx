import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField, required, type Validator } from '@nebo/shared-ui';

/** The current password, asked before a change an access token alone must not make (e-mail, password). */
export function CurrentPasswordField(): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <FormTextField
      name="currentPassword"
      label={t('profile.security.currentPassword')}
      hint={t('profile.security.currentPasswordHint')}
      type="password"
      autoComplete="current-password"
      maxLength={256}
      validate={required as Validator<string | undefined>}
      required
    />
  );
}
