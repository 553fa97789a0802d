import { useEffect, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
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
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const activeLook = css`
  color: ${({ theme }) => theme.colors.accent};
  border-bottom-color: ${({ theme }) => theme.colors.accent};
`;

const Strip = styled.div`
  /* The offset parent of its tabs, so TabNav can scroll the current one into view. */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing(6)};
  scrollbar-width: thin;
`;

const TabLink = styled(NavLink)`
  ${tabLook}
  &.active {
    ${activeLook}
  }
`;

export interface TabLinkItem {
  to: string;
  label: string;
}

/** Tabs that are pages (each tab has its own URL): a nav of links, the current one marked. */
export function TabNav({ label, items }: { label: string; items: readonly TabLinkItem[] }): ReactElement {
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // On a phone the strip scrolls sideways: bring the current tab into view (only the strip moves, never the page).
    const node = strip.current;
    const active = node?.querySelector<HTMLElement>('a.active');
    if (!node || !active) return;
    if (active.offsetLeft < node.scrollLeft || active.offsetLeft + active.offsetWidth > node.scrollLeft + node.clientWidth) {
      node.scrollLeft = Math.max(0, active.offsetLeft - 16);
    }
  }, [pathname]);
  return (
    <Strip as="nav" aria-label={label} ref={strip}>
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
export function Tabs({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}): ReactElement {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

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
