import type { ReactElement } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';

/** Toggle buttons side by side (in a two-column grid on a phone); the pressed one is the current view. */
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

export interface ViewSwitchProps<V extends string> {
  views: readonly V[];
  view: V;
  onChange: (view: V) => void;
  /** The group's name for assistive technology ("View"). */
  label: string;
  labelOf: (view: V) => string;
}

/** The list kit's choice between views of the same data (table, tiles, map…). */
export function ViewSwitch<V extends string>({ views, view, onChange, label, labelOf }: ViewSwitchProps<V>): ReactElement {
  return (
    <Group role="group" aria-label={label}>
      {views.map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => onChange(option)}>
          {labelOf(option)}
        </button>
      ))}
    </Group>
  );
}
