import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { fieldMessage } from '../../forms/fields';
import { REGISTRATION_NUMBER_MAX_LENGTH } from './identityRules';
import { DRONE_FORM_NAMESPACE } from './translations';
import type { RegistrationCheck } from './useRegistrationCheck';

/**
 * The registration number with the platform-wide existence check's answer under it (the check runs in
 * the form, which also refuses to send a taken number).
 */
export function RegistrationNumberField({ check }: { check: RegistrationCheck }): ReactElement {
  const { t } = useTranslation(DRONE_FORM_NAMESPACE);
  const { input, meta } = useField<string>('registrationNumber');
  const own = fieldMessage(meta);
  const taken = check === 'taken' ? t('registrationTaken') : undefined;
  const hint = check === 'checking' ? t('registrationChecking') : check === 'free' ? t('registrationFree') : t('hints.registrationNumber');
  return (
    <TextField
      name={input.name}
      label={t('drones:fields.registrationNumber')}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={own ?? taken}
      hint={hint}
      maxLength={REGISTRATION_NUMBER_MAX_LENGTH}
      autoComplete="off"
      aria-busy={check === 'checking' || undefined}
    />
  );
}
