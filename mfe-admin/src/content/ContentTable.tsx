import styled from 'styled-components';
import { media } from '@nebo/shared-ui';

/** The content lists' table: a table from md up, label–value cards below it (labels from data-label). */
export const ContentTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(3)};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .sub {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    overflow-wrap: anywhere;
  }
  ${media.down('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs};
    }
  }
`;
