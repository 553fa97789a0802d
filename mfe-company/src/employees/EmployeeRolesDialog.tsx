import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset, Button, Checkbox, FieldError, Modal, notify, Stack, TextField } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { employeeKeys, STAFF_ROLES, updateEmployee, type CompanyEmployeeDto } from './employeesApi';
import { errorText } from './errorText';
import { POSITION_MAX_LENGTH, validateRolesForm } from './rolesForm';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

/** Roles (at least one) and position of an employee, for company admins (PUT company-profile/employee/{id}). */
export function EmployeeRolesDialog({ employee, onClose }: { employee: CompanyEmployeeDto; onClose: () => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<string[]>([...(employee.roles ?? [])]);
  const [position, setPosition] = useState(employee.position ?? '');
  const [shown, setShown] = useState(false);
  const errors = validateRolesForm({ roles, position });
  const save = useMutation({
    mutationFn: () => updateEmployee(employee.id, { roles, position: position.trim() || null }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(employeeKeys.one(employee.id), saved);
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      notify.success(t('employees.edit.saved'));
      onClose();
    },
  });

  const toggle = (role: string, on: boolean) =>
    setRoles((current) =>
      on ? STAFF_ROLES.filter((code) => code === role || current.includes(code)) : current.filter((code) => code !== role),
    );

  const submit = () => {
    setShown(true);
    if (Object.keys(errors).length === 0) save.mutate();
  };

  return (
    <Modal
      open
      title={t('employees.edit.title')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="ghost" disabled={save.isPending} onClick={onClose}>
            {t('employees.edit.cancel')}
          </Button>
          <Button type="submit" form="employee-roles-form" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('employees.edit.saving') : t('employees.edit.save')}
          </Button>
        </>
      }
    >
      <form
        id="employee-roles-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack $gap={4}>
          <BareFieldset aria-describedby={shown && errors.roles ? 'employee-roles-error' : undefined}>
            <legend>{t('employees.edit.rolesLegend')}</legend>
            {STAFF_ROLES.map((role) => (
              <Checkbox
                key={role}
                label={t(`employees.roles.${role}`)}
                checked={roles.includes(role)}
                onChange={(on) => toggle(role, on)}
              />
            ))}
            {shown && errors.roles ? <FieldError id="employee-roles-error">{t(errors.roles)}</FieldError> : null}
          </BareFieldset>
          <TextField
            label={t('employees.edit.position')}
            value={position}
            onChange={setPosition}
            maxLength={POSITION_MAX_LENGTH}
            error={shown && errors.position ? t(errors.position, { max: POSITION_MAX_LENGTH }) : undefined}
            autoComplete="organization-title"
          />
          {save.error ? <Failure role="alert">{errorText(save.error, t)}</Failure> : null}
        </Stack>
      </form>
    </Modal>
  );
}
