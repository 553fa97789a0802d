import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Checkbox, FormErrorBanner, FormSelect, FormTextField, Modal, notify, Stack } from '@nebo/shared-ui';
import { authorityKeys, inviteEmployee, updateEmployee } from '../api/authorityApi';
import { formErrorsOf } from '../api/formErrors';
import type { AuthorityDepartmentDto, AuthorityEmployeeDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import {
  EMPLOYEE_FIELDS,
  employeeValues,
  invitePayload,
  POSITION_MAX,
  updatePayload,
  validateEmployee,
  type EmployeeValues,
} from './employeeForm';

const FORM_ID = 'authority-employee-form';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * Invites an employee (`employee` null: e-mail, position, department, admin) or edits one (the e-mail stays as
 * invited). Server refusals land next to their field, or in the banner (the last administrator, a taken e-mail).
 */
export function EmployeeDialog({
  authorityId,
  employee,
  departments,
  onClose,
}: {
  authorityId: string;
  employee: AuthorityEmployeeDto | null;
  departments: readonly AuthorityDepartmentDto[];
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const inviting = employee === null;
  const initialValues = useMemo(() => employeeValues(employee), [employee]);
  const options = departments.map((department) => ({ value: department.id, label: department.name }));

  const onSubmit = async (values: EmployeeValues) => {
    try {
      if (employee) await updateEmployee(updatePayload(values, employee));
      else await inviteEmployee(invitePayload(values, authorityId));
      await queryClient.invalidateQueries({ queryKey: authorityKeys.employeesAll });
      await queryClient.invalidateQueries({ queryKey: authorityKeys.departments(authorityId) });
      // Editing oneself (admin rights) changes what this page may show.
      await queryClient.invalidateQueries({ queryKey: authorityKeys.current });
      notify.success(inviting ? t('employees.invited', { email: values.email.trim() }) : t('employees.saved'));
      onClose();
      return undefined;
    } catch (error) {
      return formErrorsOf(error, EMPLOYEE_FIELDS);
    }
  };

  return (
    <Form<EmployeeValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateEmployee(values, inviting, t)}>
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          title={inviting ? t('employees.inviteTitle') : t('employees.editTitle', { email: employee.email })}
          onClose={onClose}
          actions={
            <>
              <Button $variant="ghost" onClick={onClose} disabled={submitting}>
                {t('employees.cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} disabled={submitting} aria-busy={submitting}>
                {inviting ? t('employees.send') : t('employees.save')}
              </Button>
            </>
          }
        >
          <form id={FORM_ID} onSubmit={handleSubmit} noValidate>
            <Stack $gap={4}>
              {inviting ? (
                <>
                  <Muted>{t('employees.inviteLead')}</Muted>
                  <FormTextField
                    name="email"
                    label={t('employees.email')}
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    required
                    maxLength={254}
                  />
                </>
              ) : null}
              <FormTextField
                name="position"
                label={t('employees.position')}
                required
                maxLength={POSITION_MAX}
                autoComplete="organization-title"
              />
              <FormSelect
                name="departmentId"
                label={t('employees.department')}
                options={options}
                placeholder={t('employees.noDepartment')}
              />
              <Field<boolean> name="isAdmin" type="checkbox">
                {({ input }) => (
                  <div>
                    <Checkbox
                      checked={Boolean(input.checked)}
                      onChange={input.onChange}
                      label={t('employees.isAdmin')}
                      name={input.name}
                      aria-describedby="authority-employee-admin-hint"
                    />
                    <Muted id="authority-employee-admin-hint">{t('employees.isAdminHint')}</Muted>
                  </div>
                )}
              </Field>
              <FormErrorBanner />
            </Stack>
          </form>
        </Modal>
      )}
    </Form>
  );
}
