import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, FormErrorBanner, FormTextField, Modal, notify, Stack } from '@nebo/shared-ui';
import { authorityKeys, createDepartment, renameDepartment } from '../api/authorityApi';
import { formErrorsOf } from '../api/formErrors';
import type { AuthorityDepartmentDto } from '../api/types';
import { NAMESPACE } from '../namespace';

export const DEPARTMENT_NAME_MAX = 200;
const FORM_ID = 'authority-department-form';

export function departmentNameError(
  value: string | undefined,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | undefined {
  const name = (value ?? '').trim();
  if (!name) return t('departments.nameRequired');
  if (name.length > DEPARTMENT_NAME_MAX) return t('employees.errors.tooLong', { max: DEPARTMENT_NAME_MAX });
  return undefined;
}

/** Adds a department, or renames `department`; a duplicate name comes back from the server (409) next to the field. */
export function DepartmentDialog({
  authorityId,
  department,
  onClose,
}: {
  authorityId: string;
  department: AuthorityDepartmentDto | null;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();

  const onSubmit = async ({ name }: { name: string }) => {
    try {
      if (department) await renameDepartment(department, name.trim());
      else await createDepartment(authorityId, name.trim());
      await queryClient.invalidateQueries({ queryKey: authorityKeys.departments(authorityId) });
      await queryClient.invalidateQueries({ queryKey: authorityKeys.employeesAll });
      notify.success(t(department ? 'departments.renamed' : 'departments.created'));
      onClose();
      return undefined;
    } catch (error) {
      return formErrorsOf(error, ['name']);
    }
  };

  return (
    <Form<{ name: string }> onSubmit={onSubmit} initialValues={{ name: department?.name ?? '' }}>
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          title={t(department ? 'departments.renameTitle' : 'departments.addTitle')}
          onClose={onClose}
          actions={
            <>
              <Button $variant="ghost" onClick={onClose} disabled={submitting}>
                {t('departments.cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} disabled={submitting} aria-busy={submitting}>
                {t('departments.save')}
              </Button>
            </>
          }
        >
          <form id={FORM_ID} onSubmit={handleSubmit} noValidate>
            <Stack $gap={3}>
              <FormTextField
                name="name"
                label={t('departments.name')}
                required
                maxLength={DEPARTMENT_NAME_MAX}
                autoComplete="off"
                validate={(value) => departmentNameError(value, t)}
              />
              <FormErrorBanner />
            </Stack>
          </form>
        </Modal>
      )}
    </Form>
  );
}
