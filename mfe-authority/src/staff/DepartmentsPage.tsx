import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog, Button, EmptyState, errorMessageOf, ListResults, notify, PageHeading, Stack } from '@nebo/shared-ui';
import { authorityKeys, deleteDepartment, fetchDepartments } from '../api/authorityApi';
import type { AuthorityDepartmentDto } from '../api/types';
import { useStaff } from '../layout/StaffContext';
import { NAMESPACE } from '../namespace';
import { DepartmentDialog } from './DepartmentDialog';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2, 4)};
    padding: ${({ theme }) => theme.spacing(4, 5)};
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .name {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
  .count {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

type Dialog = { kind: 'edit'; department: AuthorityDepartmentDto | null } | { kind: 'delete'; department: AuthorityDepartmentDto } | null;

/** /agreement/authority/departments/ — the authority's departments; admins add, rename and delete them. */
export function DepartmentsPage(): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const { authority, isAdmin } = useStaff();
  const departments = useQuery({ queryKey: authorityKeys.departments(authority.id), queryFn: () => fetchDepartments(authority.id) });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const close = () => {
    setDialog(null);
    setFailure(undefined);
  };

  const confirmDelete = async (department: AuthorityDepartmentDto) => {
    setPending(true);
    setFailure(undefined);
    try {
      await deleteDepartment(department.id);
      await queryClient.invalidateQueries({ queryKey: authorityKeys.departments(authority.id) });
      await queryClient.invalidateQueries({ queryKey: authorityKeys.employeesAll });
      notify.success(t('departments.deleted'));
      close();
    } catch (error) {
      setFailure(errorMessageOf(error, i18n));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack $gap={5}>
      <PageHeading
        title={t('departments.title')}
        description={t('departments.lead')}
        actions={isAdmin ? <Button onClick={() => setDialog({ kind: 'edit', department: null })}>{t('departments.add')}</Button> : null}
      />
      <ListResults
        query={departments}
        label={t('departments.listLabel')}
        errorTitle={t('departments.loadFailed')}
        empty={<EmptyState title={t('departments.empty')} description={isAdmin ? t('departments.emptyText') : undefined} />}
      >
        {(page) => (
          <List aria-label={t('departments.listLabel')}>
            {page.data.map((department) => (
              <li key={department.id}>
                <div>
                  <div className="name">{department.name}</div>
                  <div className="count">{t('departments.employees', { count: department.employeeCount })}</div>
                </div>
                {isAdmin ? (
                  <div className="actions">
                    <Button
                      $variant="secondary"
                      $size="sm"
                      aria-label={t('departments.renameNamed', { name: department.name })}
                      onClick={() => setDialog({ kind: 'edit', department })}
                    >
                      {t('departments.rename')}
                    </Button>
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={t('departments.deleteNamed', { name: department.name })}
                      onClick={() => setDialog({ kind: 'delete', department })}
                    >
                      {t('departments.delete')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </List>
        )}
      </ListResults>
      {dialog?.kind === 'edit' ? <DepartmentDialog authorityId={authority.id} department={dialog.department} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('departments.deleteTitle')}
          confirmLabel={t('departments.delete')}
          cancelLabel={t('departments.cancel')}
          pending={pending}
          failure={failure}
          onConfirm={() => void confirmDelete(dialog.department)}
          onCancel={close}
        >
          {t('departments.deleteText', { name: dialog.department.name, count: dialog.department.employeeCount })}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
