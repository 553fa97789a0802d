import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError, FieldHint } from './FieldError';
import { RequiredMark } from './fieldStyles';
import { BareFieldset as Fieldset } from './layout';

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2, 3)};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(0, 4, 0, 3)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:focus-visible {
    outline: none;
  }
`;

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupProps<V extends string> {
  label: string;
  name: string;
  value: V | undefined;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Native radios in a fieldset: arrow keys move between options, the legend names the group. */
export function RadioGroup<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
}: RadioGroupProps<V>): ReactElement {
  const id = useId();
  return (
    <Fieldset aria-describedby={describedBy(id, hint, error)} aria-invalid={error ? true : undefined} disabled={disabled}>
      <Legend>
        {label}
        {required ? <RequiredMark aria-hidden="true" /> : null}
      </Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value} $checked={value === option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              required={required}
            />
            {option.label}
          </Option>
        ))}
      </Options>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Fieldset>
  );
}
