import { useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, errorMessageOf, FormActions, notify } from '@nebo/shared-ui';
import { LOCAL_PURPOSE_MAX_LENGTH } from '@nebo/shared-vocabulary';
import { copyPurpose, savePurpose } from './api/localAgreementsApi';
import { NAMESPACE } from '../../namespace';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  label {
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  textarea {
    width: 100%;
    min-height: 96px;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .hint,
  .error {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .error {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** What is wrong with a purpose before it is sent, or undefined: the backend trims it and refuses an empty one. */
export function purposeError(value: string): 'required' | 'tooLong' | undefined {
  if (value.trim() === '') return 'required';
  if (value.trim().length > LOCAL_PURPOSE_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** The detailed purpose for one administration, saved on its own, and copied to the others on demand. */
export function PurposeEditor({
  flightId,
  authorityId,
  authorityName,
  saved,
  others,
  disabled,
  onChanged,
}: {
  flightId: string;
  authorityId: string;
  authorityName: string;
  saved: string | null;
  /** The other administrations of the flight: where «Скопировать в остальные» writes. */
  others: string[];
  disabled?: boolean;
  onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<'save' | 'copy' | null>(null);

  // A purpose copied here from another card arrives as a new saved value: show it.
  useEffect(() => setValue(saved ?? ''), [saved]);

  const check = (): boolean => {
    const problem = purposeError(value);
    setError(problem ? t(`local.purpose.${problem}`, { max: LOCAL_PURPOSE_MAX_LENGTH }) : undefined);
    return !problem;
  };

  const run = async (kind: 'save' | 'copy') => {
    if (!check()) return;
    setPending(kind);
    try {
      if (kind === 'save') {
        await savePurpose(flightId, authorityId, value.trim());
        notify.success(t('local.purpose.saved', { name: authorityName }));
      } else {
        // The text copied is the one on screen: keep this card's own purpose the same as the copies.
        if (value.trim() !== (saved ?? '')) await savePurpose(flightId, authorityId, value.trim());
        await copyPurpose(flightId, others, value.trim());
        notify.success(t('local.purpose.copied'));
      }
      onChanged();
    } catch (failure) {
      setError(errorMessageOf(failure, i18n));
    } finally {
      setPending(null);
    }
  };

  const left = LOCAL_PURPOSE_MAX_LENGTH - value.length;
  return (
    <Field>
      <label htmlFor={id}>{t('local.purpose.label')}</label>
      <textarea
        id={id}
        value={value}
        maxLength={LOCAL_PURPOSE_MAX_LENGTH}
        disabled={disabled}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <p className="hint" id={`${id}-hint`}>
        {t('local.purpose.hint', { max: LOCAL_PURPOSE_MAX_LENGTH, left: Math.max(0, left) })}
      </p>
      {error ? (
        <p className="error" id={`${id}-error`} aria-live="polite">
          {error}
        </p>
      ) : null}
      {disabled ? null : (
        <FormActions>
          <Button $variant="secondary" $size="sm" disabled={pending !== null} onClick={() => void run('save')}>
            {pending === 'save' ? t('local.purpose.saving') : t('local.purpose.save')}
          </Button>
          {others.length > 0 ? (
            <Button
              $variant="ghost"
              $size="sm"
              disabled={pending !== null}
              aria-label={t('local.purpose.copyLabel', { name: authorityName })}
              onClick={() => void run('copy')}
            >
              {t('local.purpose.copy')}
            </Button>
          ) : null}
        </FormActions>
      )}
    </Field>
  );
}
