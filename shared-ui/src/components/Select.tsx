import { useId, type ReactElement, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describedBy, FieldError, FieldHint } from './FieldError';
import { controlStyles, FieldRoot, Label, RequiredMark } from './fieldStyles';

const Control = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 40px;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 14px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Text of the empty first option; defaults to "Choose a value". Pass null for no empty option. */
  placeholder?: string | null;
}

/** A native select (best keyboard and screen-reader support on every platform), styled. */
export function Select({ label, value, options, onChange, error, hint, placeholder, id, required, ...rest }: SelectProps): ReactElement {
  const { t } = useTranslation('ui');
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <FieldRoot>
      <Label htmlFor={selectId}>
        {label}
        {required ? <RequiredMark aria-hidden="true" /> : null}
      </Label>
      <Control
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        required={required}
        $invalid={Boolean(error)}
        {...rest}
      >
        {placeholder === null ? null : <option value="">{placeholder ?? t('select.placeholder')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
      <FieldHint id={`${selectId}-hint`}>{hint}</FieldHint>
      <FieldError id={`${selectId}-error`}>{error}</FieldError>
    </FieldRoot>
  );
}
