import { useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';

const tabLook = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(0, 4)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const activeLook = css`
  color: ${({ theme }) => theme.colors.accent};
  border-bottom-color: ${({ theme }) => theme.colors.accent};
`;

const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing(6)};
  scrollbar-width: thin;
`;

const TabLink = styled(NavLink)`
  ${tabLook}
  &.active { ${activeLook} }
`;

export interface TabLinkItem {
  to: string;
  label: string;
}

/** Tabs that are pages (each tab has its own URL): a nav of links, the current one marked. */
export function TabNav({ label, items }: { label: string; items: readonly TabLinkItem[] }): ReactElement {
  return (
    <Strip as="nav" aria-label={label}>
      {items.map((item) => (
        <TabLink key={item.to} to={item.to} end>
          {item.label}
        </TabLink>
      ))}
    </Strip>
  );
}

const TabButton = styled.button<{ $active: boolean }>`
  ${tabLook}
  ${({ $active }) => ($active ? activeLook : '')}
`;

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** In-page tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs. */
export function Tabs({ label, items, selected, onSelect }: { label: string; items: readonly TabItem[]; selected: string; onSelect: (id: string) => void }): ReactElement {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, items.findIndex((item) => item.id === selected));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + items.length) % items.length;
    onSelect(items[next].id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <Strip role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <TabButton
            key={item.id}
            ref={(node) => {
              buttons.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={i === index ? 0 : -1}
            $active={i === index}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </TabButton>
        ))}
      </Strip>
      <div role="tabpanel" id={`${baseId}-panel-${items[index]?.id}`} aria-labelledby={`${baseId}-tab-${items[index]?.id}`} tabIndex={0}>
        {items[index]?.content}
      </div>
    </div>
  );
}
