import type { ReactElement } from 'react';
import styled from 'styled-components';

const Text = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.error};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The error text of a field. Its id goes into the control's aria-describedby, so a screen reader
 * reads the error together with the label.
 */
export function FieldError({ id, children }: { id: string; children?: string }): ReactElement | null {
  if (!children) return null;
  return (
    <Text id={id} aria-live="polite">
      {children}
    </Text>
  );
}

export function FieldHint({ id, children }: { id: string; children?: string }): ReactElement | null {
  if (!children) return null;
  return <Hint id={id}>{children}</Hint>;
}

/** The ids a control should be described by (hint first, then error), or undefined for none. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
