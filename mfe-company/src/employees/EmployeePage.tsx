import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  ConfirmDialog,
  Button,
  ButtonLink,
  EmptyState,
  formatDate,
  isApiError,
  notify,
  PageHeading,
  QueryBoundary,
  Stack,
  useLocale,
} from '@nebo/shared-ui';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { AppointmentDocuments } from './AppointmentDocuments';
import { EmployeeRolesDialog } from './EmployeeRolesDialog';
import { employeeKeys, employeeName, fetchEmployee, removeEmployee, type CompanyEmployeeDto } from './employeesApi';
import { errorText } from './errorText';
import { RoleBadges } from './RoleBadges';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
  @media (min-width: 768px) {
    grid-template-columns: 220px minmax(0, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    overflow-wrap: anywhere;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1, 2)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const isNotFound = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

/**
 * /company/profile/employees/{id}/ — an employee's card: contacts, position, roles and documents of appointment.
 * Company admins change roles and position, remove the employee (with a confirmation) and keep the documents.
 */
export function EmployeePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin } = useCompany();
  const { id = '' } = useParams();
  const employee = useQuery({ queryKey: employeeKeys.one(id), queryFn: () => fetchEmployee(id) });
  const [dialog, setDialog] = useState<'roles' | 'remove' | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const back = localize('/company/profile/employees/');

  const remove = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      await removeEmployee(id);
      queryClient.removeQueries({ queryKey: employeeKeys.one(id) });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['company', 'summary'] });
      notify.success(t('employees.remove.done'));
      navigate(back);
    } catch (error) {
      setFailure(errorText(error, t));
      setPending(false);
    }
  };

  const page = (found: CompanyEmployeeDto): ReactElement => {
    const name = employeeName(found);
    return (
      <Stack $gap={5}>
        <PageHeading
          title={name}
          description={found.position || undefined}
          actions={
            isAdmin ? (
              <Actions>
                <Button onClick={() => setDialog('roles')}>{t('employees.edit.open')}</Button>
                <Button $variant="danger" onClick={() => setDialog('remove')}>
                  {t('employees.remove.open')}
                </Button>
              </Actions>
            ) : null
          }
        />
        <Facts>
          <dt>{t('employees.view.email')}</dt>
          <dd>{found.email || t('employees.none')}</dd>
          <dt>{t('employees.view.login')}</dt>
          <dd>{found.login || t('employees.none')}</dd>
          <dt>{t('employees.view.position')}</dt>
          <dd>{found.position || t('employees.none')}</dd>
          <dt>{t('employees.view.roles')}</dt>
          <dd>
            <RoleBadges roles={found.roles ?? []} />
          </dd>
          <dt>{t('employees.view.since')}</dt>
          <dd>{formatDate(found.createdAt)}</dd>
        </Facts>
        <AppointmentDocuments employeeId={found.id} canEdit={isAdmin} />
        <div>
          <ButtonLink $variant="ghost" to={back}>
            {t('employees.view.back')}
          </ButtonLink>
        </div>
        {dialog === 'roles' ? <EmployeeRolesDialog employee={found} onClose={() => setDialog(null)} /> : null}
        {dialog === 'remove' ? (
          <ConfirmDialog
            title={t('employees.remove.title')}
            confirmLabel={t('employees.remove.confirm')}
            cancelLabel={t('employees.remove.cancel')}
            pending={pending}
            failure={failure}
            onConfirm={() => void remove()}
            onCancel={() => {
              setDialog(null);
              setFailure(undefined);
            }}
          >
            {t('employees.remove.text', { name })}
          </ConfirmDialog>
        ) : null}
      </Stack>
    );
  };

  return (
    <QueryBoundary
      query={employee}
      loadingLabel={t('employees.view.loading')}
      errorTitle={t('employees.view.loadFailed')}
      retryLabel={t('employees.retry')}
      renderError={(error) =>
        isNotFound(error) ? (
          <EmptyState
            title={t('employees.view.missingTitle')}
            description={t('employees.view.missingText')}
            action={<ButtonLink to={back}>{t('employees.view.back')}</ButtonLink>}
          />
        ) : null
      }
    >
      {page}
    </QueryBoundary>
  );
}
