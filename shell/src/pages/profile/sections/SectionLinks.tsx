import type { ReactElement } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  min-height: 56px;
  padding: ${({ theme }) => theme.spacing(2, 1)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover strong {
    color: ${({ theme }) => theme.colors.accent};
  }
  &::after {
    content: '\\203A';
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 22px;
  }
`;

const Value = styled.span<{ $missing: boolean }>`
  color: ${({ theme, $missing }) => ($missing ? theme.colors.warning : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

export interface SectionLink {
  to: string;
  label: string;
  value: string;
  /** The value is a "not filled in" note: shown in the warning colour. */
  missing?: boolean;
}

/** Rows that lead to a page of the profile, each with what is filled in there now. */
export function SectionLinks({ items }: { items: readonly SectionLink[] }): ReactElement {
  return (
    <List>
      {items.map((item) => (
        <li key={item.to}>
          <Row to={item.to}>
            <strong>{item.label}</strong>
            <Value $missing={Boolean(item.missing)}>{item.value}</Value>
          </Row>
        </li>
      ))}
    </List>
  );
}
