import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, FormActions, FormErrorBanner, notify, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { companyKeys, fetchGeneralInfoDiff, requestGeneralInfoChange } from '../api/companyApi';
import type { CompanyGeneralInfoDiffDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { CompanyInfoFields } from '../registration/CompanyInfoFields';
import {
  changedFields,
  companyInfoErrors,
  companyInfoValues,
  isContactField,
  profilePayload,
  validateCompanyInfo,
  type CompanyInfoValues,
} from '../registration/companyInfoForm';
import { ChangeRequestNote, OPEN } from './ProfileMainPage';
import { useCompanyDictionaries } from './useCompanyDictionaries';

const Summary = styled.div`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
`;

/** What the current edit will do (D6), kept up to date while typing and announced politely. */
function ChangePreview({ initial, openRequest }: { initial: CompanyInfoValues; openRequest: boolean }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FormSpy<CompanyInfoValues> subscription={{ values: true }}>
      {({ values }) => {
        const changed = changedFields(initial, values);
        const atOnce = changed.filter(isContactField);
        const review = changed.filter((field) => !isContactField(field));
        const names = (fields: string[]) => fields.map((field) => t(`info.fields.${field}`)).join(', ');
        return (
          <Summary aria-live="polite" aria-label={t('profile.edit.previewLabel')}>
            {changed.length === 0 ? <p>{t('profile.edit.noChanges')}</p> : null}
            {atOnce.length > 0 ? <p>{t('profile.edit.atOnce', { fields: names(atOnce) })}</p> : null}
            {review.length > 0 ? <p>{t('profile.edit.toReview', { fields: names(review) })}</p> : null}
            {review.length > 0 && openRequest ? <p role="alert">{t('profile.edit.openRequest')}</p> : null}
          </Summary>
        );
      }}
    </FormSpy>
  );
}

function ChangeForm({ diff, onDone }: { diff: CompanyGeneralInfoDiffDto; onDone: () => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const { companyTypes, appointmentBases } = useCompanyDictionaries();
  const initialValues = useMemo(() => companyInfoValues(diff.current), [diff]);

  const onSubmit = async (values: CompanyInfoValues) => {
    try {
      const result = await requestGeneralInfoChange(profilePayload(values));
      await queryClient.invalidateQueries({ queryKey: companyKeys.diff });
      await queryClient.invalidateQueries({ queryKey: companyKeys.summary });
      if (result.request) notify.success(t('profile.edit.sentToReview'));
      else if ((result.applied ?? []).length > 0) notify.success(t('profile.edit.applied'));
      else notify.success(t('profile.edit.nothingChanged'));
      onDone();
      return undefined;
    } catch (error) {
      return companyInfoErrors(error);
    }
  };

  return (
    <Form<CompanyInfoValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateCompanyInfo(values, t)}>
      {({ handleSubmit, submitting, pristine }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-label={t('profile.edit.formLabel')}>
          <Stack $gap={5}>
            <CompanyInfoFields
              companyTypes={companyTypes}
              appointmentBases={appointmentBases}
              idPrefix="company-edit"
              noteOf={(field) => t(isContactField(field) ? 'profile.edit.noteAtOnce' : 'profile.edit.noteReview')}
            />
            <ChangePreview initial={initialValues} openRequest={OPEN.includes(diff.request?.status ?? '')} />
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting || pristine} aria-busy={submitting}>
                {submitting ? t('common.saving') : t('profile.edit.submit')}
              </Button>
              <Button type="button" $variant="ghost" onClick={onDone} disabled={submitting}>
                {t('common.cancel')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/**
 * /company/profile/edit/ — company admins only (the route is guarded): contact fields apply at once, legal ones become
 * a change request that goes to the same review as a registration (D6); each field says which.
 */
export function EditProfilePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const diff = useQuery({ queryKey: companyKeys.diff, queryFn: fetchGeneralInfoDiff });
  const back = localize('/company/profile/');
  return (
    <Stack $gap={5}>
      <PageHeading title={t('profile.edit.title')} description={t('profile.edit.lead')} />
      <QueryBoundary query={diff} loadingLabel={t('profile.main.loading')} errorTitle={t('profile.main.loadFailed')}>
        {(data) => (
          <Stack $gap={4}>
            <ChangeRequestNote diff={data} />
            <ChangeForm diff={data} onDone={() => void navigate(back)} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
