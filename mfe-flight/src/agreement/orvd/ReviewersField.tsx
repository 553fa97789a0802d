import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset, Button, FieldError, FieldHint, TextField } from '@nebo/shared-ui';
import { Legend } from '../components/Legend';
import { NAMESPACE } from '../../namespace';

const Names = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(2, 0)};
  padding-left: ${({ theme }) => theme.spacing(5)};
  li > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  > :first-child {
    flex: 1 1 220px;
  }
`;

export interface ReviewersFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The petition's reviewers: names added one by one (Enter or «Добавить») and removed by their own buttons. */
export function ReviewersField({ value, onChange, error, disabled }: ReviewersFieldProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    onChange([...value, name]);
    setDraft('');
  };
  return (
    <BareFieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <Legend>{t('agreement.orvd.reviewers')}</Legend>
      <FieldHint id={`${id}-hint`}>{t('agreement.orvd.reviewersText')}</FieldHint>
      {value.length ? (
        <Names>
          {value.map((name, index) => (
            <li key={`${index}-${name}`}>
              <div>
                <span>{name}</span>
                <Button
                  $variant="ghost"
                  $size="sm"
                  disabled={disabled}
                  aria-label={t('agreement.orvd.removeReviewer', { name })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  {t('agreement.orvd.remove')}
                </Button>
              </div>
            </li>
          ))}
        </Names>
      ) : (
        <p className="muted">{t('agreement.orvd.noReviewers')}</p>
      )}
      <AddRow>
        <TextField
          label={t('agreement.orvd.newReviewer')}
          value={draft}
          disabled={disabled}
          maxLength={200}
          onChange={setDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button $variant="secondary" disabled={disabled || !draft.trim()} onClick={add}>
          {t('agreement.orvd.addReviewer')}
        </Button>
      </AddRow>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </BareFieldset>
  );
}
