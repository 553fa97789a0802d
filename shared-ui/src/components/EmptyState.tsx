import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

export const StateBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(10, 6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StateTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

export const StateText = styled.p`
  margin: 0;
  max-width: 52ch;
  /* Server messages may hold long unbroken tokens (paths, ids): wrap them instead of overflowing phones. */
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

/** Nothing to show yet: says so plainly and offers the next step. */
export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }): ReactElement {
  return (
    <StateBox>
      <StateTitle>{title}</StateTitle>
      {description ? <StateText>{description}</StateText> : null}
      {action ? <StateActions>{action}</StateActions> : null}
    </StateBox>
  );
}
