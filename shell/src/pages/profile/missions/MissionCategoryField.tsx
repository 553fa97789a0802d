import { useId, type ReactElement } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { BareFieldset as Fieldset, describedBy, FieldError, FieldHint, fieldMessage, type Locale } from '@nebo/shared-ui';
import type { DictionaryItem } from '../dictionaries/dictionaryApi';
import { MISSIONS_FIELD, missionName, toggledMissions } from './missionCategories';

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** One column on phones, as many 240 px columns as fit from there on. */
const Options = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(2, 3)};
  margin: ${({ theme }) => theme.spacing(3, 0, 0)};
  padding: 0;
  list-style: none;
`;

const Option = styled.label<{ $checked: boolean; $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  height: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid
    ${({ theme, $checked, $invalid }) => ($invalid ? theme.colors.error : $checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    flex: none;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input:focus-visible {
    outline: none;
  }
`;

/** Two lists are the same choice when they hold the same ids (final-form compares values with === otherwise). */
const sameIds = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((id) => b.includes(id)) : a === b;

/**
 * The kinds of work as native checkboxes in a fieldset: Tab moves between them, Space ticks one, the
 * legend names the group, and a server error on `missionCategoryIds` is read with every box.
 */
export function MissionCategoryField({
  items,
  locale,
  legend,
  hint,
  disabled,
}: {
  items: readonly DictionaryItem[];
  locale: Locale;
  legend: string;
  hint: string;
  disabled?: boolean;
}): ReactElement {
  const id = useId();
  const { input, meta } = useField<number[]>(MISSIONS_FIELD, { isEqual: sameIds });
  const selected = Array.isArray(input.value) ? input.value : [];
  const error = fieldMessage(meta);
  const description = describedBy(id, hint, error);
  return (
    <Fieldset aria-describedby={description} disabled={disabled}>
      <Legend>{legend}</Legend>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <Options>
        {items.map((item) => {
          const value = Number(item.id);
          const checked = selected.includes(value);
          return (
            <li key={item.id}>
              <Option $checked={checked} $invalid={Boolean(error)}>
                <input
                  type="checkbox"
                  name={MISSIONS_FIELD}
                  value={value}
                  checked={checked}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => input.onChange(toggledMissions(selected, value, event.target.checked, items))}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                />
                <span>{missionName(item, locale)}</span>
              </Option>
            </li>
          );
        })}
      </Options>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Fieldset>
  );
}
