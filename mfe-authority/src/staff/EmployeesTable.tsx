import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, formatDate, media, ToneBadge } from '@nebo/shared-ui';
import type { AuthorityEmployeeDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { employeeName } from './employeeForm';

/**
 * A table from 768 px; below that each row is a card whose cells carry their column's name (`data-label`), so a
 * phone reads the same facts without scrolling sideways. The table semantics stay for screen readers.
 */
const Table = styled.table`
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
    overflow-wrap: break-word;
  }
  .email {
    overflow-wrap: anywhere;
  }
  .nowrap {
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
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
  .actions {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing(1)};
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
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    td,
    tbody th {
      padding: ${({ theme }) => theme.spacing(1.5, 4)};
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs};
    }
  }
`;

const AdminBadge = styled.span`
  display: inline-flex;
  margin-top: ${({ theme }) => theme.spacing(1)};
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentActive};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export interface EmployeeActions {
  onEdit: (employee: AuthorityEmployeeDto) => void;
  onResend: (employee: AuthorityEmployeeDto) => void;
  onRemove: (employee: AuthorityEmployeeDto) => void;
}

export function EmployeesTable({
  employees,
  selfId,
  actions,
}: {
  employees: readonly AuthorityEmployeeDto[];
  selfId: string;
  /** Admins only; without them the table is read-only. */
  actions: EmployeeActions | null;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Table aria-label={t('employees.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('employees.fullName')}</th>
          <th scope="col">{t('employees.position')}</th>
          <th scope="col">{t('employees.department')}</th>
          <th scope="col">{t('employees.status')}</th>
          {actions ? <th scope="col">{t('employees.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {employees.map((employee) => {
          const name = employeeName(employee);
          return (
            <tr key={employee.id}>
              <th scope="row" className={employee.fullName ? undefined : 'email'}>
                {employee.fullName ?? employee.email}
                {employee.id === selfId ? ` (${t('employees.you')})` : ''}
                {employee.fullName ? <span className="sub email">{employee.email}</span> : null}
                {employee.isAdmin ? <AdminBadge>{t('employees.roles.admin')}</AdminBadge> : null}
              </th>
              <td data-label={t('employees.position')}>{employee.position}</td>
              <td data-label={t('employees.department')}>{employee.departmentName ?? t('employees.noDepartment')}</td>
              <td data-label={t('employees.status')}>
                <ToneBadge tone={employee.status === 'ACTIVE' ? 'success' : 'warning'}>
                  {t(`employees.statuses.${employee.status}`)}
                </ToneBadge>
                <span className="sub nowrap">
                  {employee.status === 'ACTIVE' && employee.joinedAt
                    ? t('employees.joinedAt', { date: formatDate(employee.joinedAt) })
                    : employee.invitedAt
                      ? t('employees.invitedAt', { date: formatDate(employee.invitedAt) })
                      : t('employees.notJoined')}
                </span>
              </td>
              {actions ? (
                <td data-label={t('employees.actions')}>
                  <div className="actions">
                    <Button
                      $variant="secondary"
                      $size="sm"
                      aria-label={t('employees.editNamed', { name })}
                      onClick={() => actions.onEdit(employee)}
                    >
                      {t('employees.edit')}
                    </Button>
                    {employee.status === 'INVITED' ? (
                      <Button
                        $variant="ghost"
                        $size="sm"
                        aria-label={t('employees.resendNamed', { name })}
                        onClick={() => actions.onResend(employee)}
                      >
                        {t('employees.resendShort')}
                      </Button>
                    ) : null}
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={t('employees.removeNamed', { name })}
                      onClick={() => actions.onRemove(employee)}
                    >
                      {t('employees.remove')}
                    </Button>
                  </div>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
