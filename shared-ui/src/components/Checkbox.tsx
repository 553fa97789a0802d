import type { InputHTMLAttributes, ReactElement } from 'react';
import styled from 'styled-components';

const Box = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible text; when the box sits in a table cell, pass `aria-label` instead and no label. */
  label?: string;
}

/** A native checkbox with a 44 px hit area. */
export function Checkbox({ checked, onChange, label, ...rest }: CheckboxProps): ReactElement {
  return (
    <Box>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} {...rest} />
      {label ? <span>{label}</span> : null}
    </Box>
  );
}
