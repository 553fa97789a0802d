import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  & + &::before {
    content: '/';
    color: ${({ theme }) => theme.colors.borderStrong};
    padding: 0 ${({ theme }) => theme.spacing(1)};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }): ReactElement | null {
  const { t } = useTranslation('ui');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <List>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${crumb.label}-${index}`}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
