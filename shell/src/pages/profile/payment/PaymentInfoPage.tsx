import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, FormErrorBanner, FormTextField, MASKS, notify, QueryBoundary, submissionErrorsFrom } from '@nebo/shared-ui';
import { FormActions, FormGrid } from '../common/FormActions';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { fetchProfile, PROFILE_QUERY_KEY, saveRequisites } from '../profileApi';
import {
  flattenBankAccountErrors,
  initialRequisites,
  REQUISITES_FIELDS,
  requisitesValidators,
  toBankAccount,
  type RequisitesValues,
} from './requisitesForm';

/** /profile/payment-info/ (the "payment" tab): bank requisites, PATCH …/profile/requisites. */
export function PaymentInfoPage(): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
  const initial = useMemo(() => initialRequisites(profile.data?.bankAccount), [profile.data]);

  const onSubmit = async (values: RequisitesValues) => {
    try {
      const answer = await saveRequisites(toBankAccount(values));
      notify.success(answer?.complete === false ? t('profile.payment.savedIncomplete') : t('profile.payment.saved'));
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return undefined;
    } catch (error) {
      return flattenBankAccountErrors(submissionErrorsFrom(error, { fields: REQUISITES_FIELDS }));
    }
  };

  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <QueryBoundary query={profile} errorTitle={t('profile.common.loadFailed')}>
      {() => (
        <ProfileSubpage title={t('profile.payment.title')} intro={t('profile.payment.intro')} back={null}>
          <Form<RequisitesValues> onSubmit={onSubmit} initialValues={initial}>
            {({ handleSubmit, submitting, pristine }) => (
              <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
                <FormGrid>
                  <div className="wide">
                    <FormTextField
                      name="bankName"
                      label={t('profile.payment.bankName')}
                      validate={requisitesValidators.bankName}
                      autoComplete="off"
                    />
                  </div>
                  <FormTextField
                    name="bik"
                    label={t('profile.payment.bik')}
                    hint={t('profile.payment.bikHint')}
                    mask={MASKS.bik}
                    validate={requisitesValidators.bik}
                    {...numeric}
                  />
                  <FormTextField
                    name="kpp"
                    label={t('profile.payment.kpp')}
                    hint={t('profile.payment.kppHint')}
                    mask={MASKS.kpp}
                    validate={requisitesValidators.kpp}
                    {...numeric}
                  />
                  <FormTextField
                    name="correspondentAccount"
                    label={t('profile.payment.correspondentAccount')}
                    hint={t('profile.payment.accountHint')}
                    mask={MASKS.account}
                    validate={requisitesValidators.correspondentAccount}
                    {...numeric}
                  />
                  <FormTextField
                    name="accountNumber"
                    label={t('profile.payment.accountNumber')}
                    hint={t('profile.payment.accountHint')}
                    mask={MASKS.account}
                    validate={requisitesValidators.accountNumber}
                    {...numeric}
                  />
                  <div className="wide">
                    <FormErrorBanner />
                  </div>
                </FormGrid>
                <FormActions>
                  <Button type="submit" disabled={submitting || pristine}>
                    {submitting ? t('profile.common.saving') : t('profile.common.save')}
                  </Button>
                </FormActions>
              </form>
            )}
          </Form>
        </ProfileSubpage>
      )}
    </QueryBoundary>
  );
}
