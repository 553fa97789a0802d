import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 40px;
  min-height: 40px;
  padding: 0 10px;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.accentText : theme.colors.text)};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &[data-arrow='prev']::before {
    content: '\\2039';
  }
  &[data-arrow='next']::before {
    content: '\\203A';
  }
`;

const Gap = styled.li`
  display: flex;
  align-items: center;
  padding: 0 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '\\2026';
  }
`;

/** Page indexes to show (0-based), with null for a gap: 0 … 4 5 6 … 19. */
export function pageWindow(current: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i);
  const pages = new Set([0, pageCount - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) result.push(null);
    result.push(page);
  });
  return result;
}

export interface PaginationProps {
  /** 0-based, as the API pages are. */
  page: number;
  size: number;
  totalCount: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, size, totalCount, onChange }: PaginationProps): ReactElement | null {
  const { t } = useTranslation('ui');
  const pageCount = Math.ceil(totalCount / Math.max(1, size));
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('pagination.label')}>
      <List>
        <li>
          <PageButton
            type="button"
            data-arrow="prev"
            aria-label={t('pagination.previous')}
            disabled={page <= 0}
            onClick={() => onChange(page - 1)}
          />
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <Gap key={`gap-${i}`} aria-hidden="true" />
          ) : (
            <li key={p}>
              <PageButton
                type="button"
                $current={p === page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p + 1 })}
                onClick={() => onChange(p)}
              >
                {p + 1}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            data-arrow="next"
            aria-label={t('pagination.next')}
            disabled={page >= pageCount - 1}
            onClick={() => onChange(page + 1)}
          />
        </li>
      </List>
    </Nav>
  );
}
