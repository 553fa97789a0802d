import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset as Fieldset, VisuallyHidden } from '@nebo/shared-ui';
import type { DictionaryItem } from '../dictionaries/dictionaryApi';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  max-height: 360px;
  overflow-y: auto;
  margin: 0;
  padding: 2px;
  list-style: none;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 48px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Search results as native radios: arrow keys move between places, the legend names the group. */
export function LocalityOptions({
  items,
  value,
  onChange,
  legend,
}: {
  items: readonly DictionaryItem[];
  value: string | undefined;
  onChange: (item: DictionaryItem) => void;
  legend: string;
}): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <Fieldset>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Option $checked={value === String(item.id)}>
              <input
                type="radio"
                name="locality"
                value={String(item.id)}
                checked={value === String(item.id)}
                onChange={() => onChange(item)}
              />
              <span>{item.name}</span>
            </Option>
          </li>
        ))}
      </List>
      {items.length === 0 ? <p>{t('profile.locality.nothingFound')}</p> : null}
    </Fieldset>
  );
}
