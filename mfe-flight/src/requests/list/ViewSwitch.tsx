import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

export const LIST_VIEWS = ['table', 'tiles', 'map', 'calendar'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export const isListView = (value: string | null): value is ListView => LIST_VIEWS.includes(value as ListView);

/** Four toggle buttons, two by two on a phone; the pressed one is the current view. */
const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  ${media.up('sm')} {
    display: inline-flex;
    width: auto;
  }
  button {
    min-height: 40px;
    padding: 0 14px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
    box-shadow: inset 0 0 0 0.5px ${({ theme }) => theme.colors.borderStrong};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export function ViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group role="group" aria-label={t('requestsList.view')}>
      {LIST_VIEWS.map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => onChange(option)}>
          {t(`requestsList.views.${option}`)}
        </button>
      ))}
    </Group>
  );
}
