import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiDateToDisplay, BareFieldset, Button, displayDateToApi, errorMessageOf, FormActions, notify, TextField } from '@nebo/shared-ui';
import { setPermission, type Permission } from './api/localAgreementsApi';
import { NAMESPACE } from '../../namespace';

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

type Errors = { number?: string; dateOfIssue?: string; form?: string };

/**
 * Both or neither: the number and the date of issue go together, one alone is refused here with the error
 * beside the missing field (the backend refuses it too, naming the field).
 */
export function permissionErrors(number: string, date: string): { number?: 'numberMissing'; dateOfIssue?: 'dateMissing' | 'dateInvalid' } {
  const hasNumber = number.trim() !== '';
  const hasDate = date.trim() !== '';
  if (!hasNumber && !hasDate) return {};
  if (hasNumber && !hasDate) return { dateOfIssue: 'dateMissing' };
  if (!hasNumber) return displayDateToApi(date) ? { number: 'numberMissing' } : { number: 'numberMissing', dateOfIssue: 'dateInvalid' };
  return displayDateToApi(date) ? {} : { dateOfIssue: 'dateInvalid' };
}

/** The administration's permission: its number and date of issue → CONFIRMED; cleared → back to PENDING. */
export function PermissionForm({
  flightId,
  authorityId,
  authorityName,
  decision,
  onChanged,
}: {
  flightId: string;
  authorityId: string;
  authorityName: string;
  decision: Permission | null;
  onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [number, setNumber] = useState(decision?.number ?? '');
  const [date, setDate] = useState(apiDateToDisplay(decision?.dateOfIssue));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const send = async (next: Permission | null) => {
    setPending(true);
    try {
      await setPermission(flightId, authorityId, next);
      notify.success(t(next ? 'local.permission.saved' : 'local.permission.cleared', { name: authorityName }));
      if (!next) {
        setNumber('');
        setDate('');
      }
      onChanged();
    } catch (failure) {
      const fields = (failure as { detailedError?: { field: string; error: string }[] }).detailedError ?? [];
      const byField = (name: string) => fields.find((item) => item.field.endsWith(name))?.error;
      const numberError = byField('number');
      const dateError = byField('dateOfIssue');
      setErrors({
        number: numberError,
        dateOfIssue: dateError,
        form: numberError || dateError ? undefined : errorMessageOf(failure, i18n),
      });
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = permissionErrors(number, date);
    const shown: Errors = {
      number: found.number && t(`local.permission.${found.number}`),
      dateOfIssue: found.dateOfIssue && t(`local.permission.${found.dateOfIssue}`),
    };
    setErrors(shown);
    if (shown.number || shown.dateOfIssue) return;
    const dateOfIssue = displayDateToApi(date);
    // Neither field filled is the same as clearing the permission.
    void send(number.trim() && dateOfIssue ? { number: number.trim(), dateOfIssue } : null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <BareFieldset>
        <Legend>{t('local.permission.title')}</Legend>
        <Note>{t('local.permission.text')}</Note>
        <Fields>
          <TextField
            label={t('local.permission.number')}
            value={number}
            maxLength={100}
            error={errors.number}
            onChange={(value) => {
              setNumber(value);
              setErrors((current) => ({ ...current, number: undefined, form: undefined }));
            }}
          />
          <TextField
            label={t('local.permission.date')}
            hint={t('local.permission.dateHint')}
            mask="99.99.9999"
            inputMode="numeric"
            value={date}
            error={errors.dateOfIssue}
            onChange={(value) => {
              setDate(value);
              setErrors((current) => ({ ...current, dateOfIssue: undefined, form: undefined }));
            }}
          />
        </Fields>
      </BareFieldset>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <FormActions>
        <Button type="submit" $variant="secondary" $size="sm" disabled={pending}>
          {pending ? t('local.permission.saving') : t('local.permission.save')}
        </Button>
        {decision ? (
          <Button $variant="ghost" $size="sm" disabled={pending} onClick={() => void send(null)}>
            {t('local.permission.clear')}
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}
