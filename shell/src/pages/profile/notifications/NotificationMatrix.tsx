import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, media } from '@nebo/shared-ui';
import { cellKey } from './notificationSettings';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  td {
    text-align: center;
  }
  /* Phones: each category becomes a block with its methods listed under it. */
  ${media.down('md')} {
    thead {
      display: none;
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.spacing(3, 0)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    td {
      display: flex;
      align-items: center;
      justify-content: space-between;
      border: 0;
      padding: ${({ theme }) => theme.spacing(1, 0)};
      text-align: left;
    }
    td::before {
      content: attr(data-label);
    }
  }
`;

export interface MatrixAxis {
  code: string;
  name: string;
}

/** Categories as rows, methods as columns; each box is labelled "category — method" for screen readers. */
export function NotificationMatrix({
  methods,
  categories,
  enabled,
  onToggle,
  disabled,
}: {
  methods: readonly MatrixAxis[];
  categories: readonly MatrixAxis[];
  enabled: ReadonlySet<string>;
  onToggle: (method: string, category: string, on: boolean) => void;
  disabled?: boolean;
}): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <Table>
      <caption style={{ textAlign: 'left', marginBottom: 8 }}>{t('profile.notifications.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('profile.notifications.category')}</th>
          {methods.map((method) => (
            <th key={method.code} scope="col">
              {method.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category.code}>
            <th scope="row">{category.name}</th>
            {methods.map((method) => (
              <td key={method.code} data-label={method.name}>
                <Checkbox
                  aria-label={t('profile.notifications.cell', { category: category.name, method: method.name })}
                  checked={enabled.has(cellKey(method.code, category.code))}
                  onChange={(on) => onToggle(method.code, category.code, on)}
                  disabled={disabled}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
