import styled from 'styled-components';
import { media } from '@nebo/shared-ui';

/** The library's tables: scroll sideways on a phone rather than squeeze the columns. */
export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.photo {
    width: 64px;
    min-width: 64px;
  }
  td.actions {
    white-space: nowrap;
  }
  td.name {
    min-width: 140px;
  }
`;

/** One line of buttons: on a phone the table scrolls sideways instead of growing each row four buttons tall. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Filters = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: 1fr;
  align-items: start;
  ${media.up('md')} {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
