import styled from 'styled-components';
import { media } from '@nebo/shared-ui';

/**
 * A table from 768 px (the 1200 px layout); below that each row is a card whose cells carry their column's name
 * (`data-label`), so a 375 px phone reads the same facts without scrolling sideways. Table semantics stay for
 * screen readers. Used by the employees, invitations and company drones lists.
 */
export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(3, 4)};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .sub {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  .badges,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1, 2)};
  }
  ${media.down('md')} {
    border: 0;
    background: transparent;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td,
    tbody th {
      display: block;
    }
    tbody tr {
      margin-bottom: ${({ theme }) => theme.spacing(3)};
      padding: ${({ theme }) => theme.spacing(2, 0)};
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.sm};
    }
  }
`;
