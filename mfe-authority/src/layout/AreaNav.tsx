import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';

const Strip = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    scrollbar-width: thin;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(0, 4)};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  a.active {
    color: ${({ theme }) => theme.colors.accent};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface AreaNavItem {
  to: string;
  label: string;
}

/**
 * Page tabs whose current one stays marked on the pages below it (a request under "Requests", departments under
 * "Organisation"), unlike shared-ui's TabNav which marks exact paths only.
 */
export function AreaNav({ label, items }: { label: string; items: readonly AreaNavItem[] }): ReactElement {
  return (
    <Strip aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </Strip>
  );
}
