import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../namespace';

export type ListView = 'table' | 'tiles';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    min-height: 40px;
    padding: 0 14px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button + button {
    border-left: 1px solid ${({ theme }) => theme.colors.borderStrong};
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

/** Table or tiles: two toggle buttons, the pressed one is the current view. */
export function ViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group role="group" aria-label={t('drones.list.view')}>
      {(['table', 'tiles'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => onChange(option)}>
          {t(`drones.list.views.${option}`)}
        </button>
      ))}
    </Group>
  );
}
