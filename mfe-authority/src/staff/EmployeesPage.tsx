import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ConfirmDialog,
  Button,
  EmptyState,
  errorMessageOf,
  ListPage,
  ListResults,
  notify,
  Select,
  TextField,
  useDebounced,
  useListSearchParams,
  useSearchTextInAddress,
} from '@nebo/shared-ui';
import {
  authorityKeys,
  EMPLOYEES_PAGE_SIZE,
  fetchDepartments,
  fetchEmployees,
  removeEmployee,
  resendInvitation,
} from '../api/authorityApi';
import type { AuthorityEmployeeDto } from '../api/types';
import { useStaff } from '../layout/StaffContext';
import { NAMESPACE } from '../namespace';
import { EmployeeDialog } from './EmployeeDialog';
import { employeeName } from './employeeForm';
import { EmployeesTable } from './EmployeesTable';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

type Dialog = { kind: 'edit'; employee: AuthorityEmployeeDto | null } | { kind: 'remove'; employee: AuthorityEmployeeDto } | null;

/**
 * /agreement/authority/employees/ — the authority's employees, filtered by department and text (both kept in the
 * address, so "back" returns to the same list). Admins invite, edit, re-send invitations and remove.
 */
export function EmployeesPage(): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const { authority, employee: self, isAdmin } = useStaff();
  const list = useListSearchParams();
  const departmentId = list.params.get('department') ?? '';
  const [text, setText] = useState(list.params.get('query') ?? '');
  const settled = useDebounced(text.trim(), 300);
  useSearchTextInAddress(settled, list);
  const filter = { departmentId, text: list.params.get('query') ?? '' };

  const departments = useQuery({ queryKey: authorityKeys.departments(authority.id), queryFn: () => fetchDepartments(authority.id) });
  const employees = useQuery({
    queryKey: authorityKeys.employees(authority.id, filter, list.page),
    queryFn: () => fetchEmployees(authority.id, filter, list.page),
    placeholderData: (previous) => previous,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  // A page past the end (the last one emptied by a removal) goes back to the last page that exists.
  const total = employees.data?.meta.totalCount;
  const { page: currentPage, setPage } = list;
  useEffect(() => {
    if (total !== undefined && currentPage > 0 && currentPage * EMPLOYEES_PAGE_SIZE >= total) {
      setPage(Math.max(0, Math.ceil(total / EMPLOYEES_PAGE_SIZE) - 1));
    }
  }, [total, currentPage, setPage]);

  const close = () => {
    setDialog(null);
    setFailure(undefined);
  };

  const resend = async (employee: AuthorityEmployeeDto) => {
    try {
      await resendInvitation(employee.id);
      notify.success(t('employees.resent'));
      await queryClient.invalidateQueries({ queryKey: authorityKeys.employeesAll });
    } catch (error) {
      notify.error(errorMessageOf(error, i18n) ?? t('employees.loadFailed'));
    }
  };

  const remove = async (employee: AuthorityEmployeeDto) => {
    setPending(true);
    setFailure(undefined);
    try {
      await removeEmployee(employee.id);
      await queryClient.invalidateQueries({ queryKey: authorityKeys.employeesAll });
      await queryClient.invalidateQueries({ queryKey: authorityKeys.departments(authority.id) });
      notify.success(t('employees.removed'));
      close();
    } catch (error) {
      setFailure(errorMessageOf(error, i18n));
    } finally {
      setPending(false);
    }
  };

  const departmentOptions = [...(departments.data?.data ?? []).map((department) => ({ value: department.id, label: department.name }))];

  return (
    <ListPage
      title={t('employees.title')}
      description={t('employees.lead')}
      actions={isAdmin ? <Button onClick={() => setDialog({ kind: 'edit', employee: null })}>{t('employees.invite')}</Button> : null}
      filtersLabel={t('employees.filtersLabel')}
      filters={
        <Filters>
          <TextField label={t('employees.search')} type="search" value={text} onChange={setText} autoComplete="off" />
          <Select
            label={t('employees.department')}
            value={departmentId}
            options={departmentOptions}
            placeholder={t('employees.allDepartments')}
            onChange={(value) => list.update({ department: value || null })}
          />
        </Filters>
      }
    >
      <ListResults
        query={employees}
        label={t('employees.tableLabel')}
        errorTitle={t('employees.loadFailed')}
        paging={{ page: list.page, size: EMPLOYEES_PAGE_SIZE, onChange: list.setPage }}
        gap={4}
        empty={<EmptyState title={t('employees.empty')} description={t('employees.emptyText')} />}
      >
        {(page) => (
          <EmployeesTable
            employees={page.data}
            selfId={self.id}
            actions={
              isAdmin
                ? {
                    onEdit: (employee) => setDialog({ kind: 'edit', employee }),
                    onResend: (employee) => void resend(employee),
                    onRemove: (employee) => setDialog({ kind: 'remove', employee }),
                  }
                : null
            }
          />
        )}
      </ListResults>
      {dialog?.kind === 'edit' ? (
        <EmployeeDialog authorityId={authority.id} employee={dialog.employee} departments={departments.data?.data ?? []} onClose={close} />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          title={t('employees.removeTitle')}
          confirmLabel={t('employees.remove')}
          cancelLabel={t('employees.cancel')}
          pending={pending}
          failure={failure}
          onConfirm={() => void remove(dialog.employee)}
          onCancel={close}
        >
          {t('employees.removeText', { name: employeeName(dialog.employee) })}
        </ConfirmDialog>
      ) : null}
    </ListPage>
  );
}
