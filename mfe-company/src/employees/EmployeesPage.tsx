import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ButtonLink,
  EmptyState,
  formatDate,
  ListPage,
  ListResults,
  Select,
  TextField,
  useDebounced,
  useListSearchParams,
  useLocale,
  useSearchTextInAddress,
  useSession,
} from '@nebo/shared-ui';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { employeeKeys, employeeName, EMPLOYEES_PAGE_SIZE, fetchEmployees, STAFF_ROLES, type CompanyEmployeeDto } from './employeesApi';
import { ResponsiveTable } from './ResponsiveTable';
import { RoleBadges } from './RoleBadges';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

function EmployeesTable({ employees, selfUserId }: { employees: CompanyEmployeeDto[]; selfUserId?: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">{t('employees.columns.name')}</th>
          <th scope="col">{t('employees.columns.position')}</th>
          <th scope="col">{t('employees.columns.roles')}</th>
          <th scope="col">{t('employees.columns.since')}</th>
        </tr>
      </thead>
      <tbody>
        {employees.map((employee) => {
          const name = employeeName(employee);
          return (
            <tr key={employee.id}>
              <th scope="row">
                <Link to={localize(`/company/profile/employees/${employee.id}/`)} aria-label={t('employees.open', { name })}>
                  {name}
                </Link>
                {employee.userId === selfUserId ? ` (${t('employees.you')})` : null}
                {employee.email ? <span className="sub">{employee.email}</span> : null}
              </th>
              <td data-label={t('employees.columns.position')}>{employee.position || t('employees.none')}</td>
              <td data-label={t('employees.columns.roles')}>
                <RoleBadges roles={employee.roles ?? []} />
              </td>
              <td data-label={t('employees.columns.since')}>{formatDate(employee.createdAt)}</td>
            </tr>
          );
        })}
      </tbody>
    </ResponsiveTable>
  );
}

/**
 * /company/profile/employees/ — the company's employees, filtered by text and role (both in the address, so "back"
 * returns to the same list), paged; every member of the company reads it, admins also get "invite".
 */
export function EmployeesPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { isAdmin } = useCompany();
  const selfUserId = useSession((state) => state.claims?.sub);
  const list = useListSearchParams();
  const role = list.params.get('role') ?? '';
  const [text, setText] = useState(list.params.get('query') ?? '');
  const settled = useDebounced(text.trim(), 300);
  useSearchTextInAddress(settled, list);
  const filter = { query: list.params.get('query') ?? '', role };

  const employees = useQuery({
    queryKey: employeeKeys.list(filter, list.page),
    queryFn: () => fetchEmployees(filter, list.page),
    placeholderData: (previous) => previous,
  });

  const roleOptions = STAFF_ROLES.map((code) => ({ value: code, label: t(`employees.roles.${code}`) }));

  return (
    <ListPage
      title={t('employees.title')}
      description={t('employees.lead')}
      actions={isAdmin ? <ButtonLink to={localize('/company/profile/invites/new/')}>{t('employees.invite')}</ButtonLink> : null}
      filtersLabel={t('employees.filtersLabel')}
      filters={
        <Filters>
          <TextField
            label={t('employees.search')}
            hint={t('employees.searchHint')}
            type="search"
            value={text}
            onChange={setText}
            autoComplete="off"
          />
          <Select
            label={t('employees.role')}
            value={role}
            options={roleOptions}
            placeholder={t('employees.allRoles')}
            onChange={(value) => list.update({ role: value || null })}
          />
        </Filters>
      }
    >
      <ListResults
        query={employees}
        label={t('employees.tableLabel')}
        loadingLabel={t('employees.loading')}
        errorTitle={t('employees.loadFailed')}
        retryLabel={t('employees.retry')}
        paging={{ page: list.page, size: EMPLOYEES_PAGE_SIZE, onChange: list.setPage }}
        gap={4}
        empty={<EmptyState title={t('employees.empty')} description={t('employees.emptyText')} />}
      >
        {(page) => <EmployeesTable employees={page.data} selfUserId={selfUserId} />}
      </ListResults>
    </ListPage>
  );
}
