import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, FormActions, FormErrorBanner, notify, Stack, type SelectOption } from '@nebo/shared-ui';
import { companyKeys, createRequest, updateRequest } from '../api/companyApi';
import type { CompanyRegistrationRequestDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { CompanyInfoFields } from './CompanyInfoFields';
import { companyInfoErrors, companyInfoValues, registrationPayload, validateCompanyInfo, type CompanyInfoValues } from './companyInfoForm';

/**
 * The applicant's form (§7.14): creates the request when there is none, else updates the open one (D3: an update
 * after FIX_REQUIRED makes it FIXED). Server field errors (checksums, a taken INN) land next to their fields.
 */
export function RegistrationForm({
  request,
  companyTypes,
  appointmentBases,
  children,
}: {
  request: CompanyRegistrationRequestDto | null;
  companyTypes: readonly SelectOption[];
  appointmentBases: readonly SelectOption[];
  /** More actions beside "save" (delete). */
  children?: ReactElement | null;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => companyInfoValues(request?.registrationInfo), [request]);
  const fixing = request?.status === 'FIX_REQUIRED';

  const onSubmit = async (values: CompanyInfoValues) => {
    try {
      const payload = registrationPayload(values);
      const saved = request ? await updateRequest(payload) : await createRequest(payload);
      queryClient.setQueryData(companyKeys.myRequest, saved);
      notify.success(t(request ? (fixing ? 'registration.fixSent' : 'registration.updated') : 'registration.created'));
      return undefined;
    } catch (error) {
      return companyInfoErrors(error);
    }
  };

  return (
    <Form<CompanyInfoValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateCompanyInfo(values, t)}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-label={t('registration.formLabel')}>
          <Stack $gap={5}>
            <CompanyInfoFields companyTypes={companyTypes} appointmentBases={appointmentBases} idPrefix="registration" />
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {submitting
                  ? t('registration.saving')
                  : t(request ? (fixing ? 'registration.sendFix' : 'registration.update') : 'registration.create')}
              </Button>
              {children}
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
