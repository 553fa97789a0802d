import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Button,
  FormActions,
  FormErrorBanner,
  FormSection,
  FormTextField,
  MASKS,
  notify,
  PageHeading,
  QueryBoundary,
  Stack,
  useLocale,
} from '@nebo/shared-ui';
import { companyKeys, fetchPaymentInfo, savePaymentInfo } from '../api/companyApi';
import { formErrorsOf } from '../api/formErrors';
import type { CompanyPaymentInfoDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { Fields } from '../registration/CompanyInfoFields';
import { BANK_NAME_LIMIT, PAYMENT_FIELDS, paymentPayload, paymentValues, validatePayment, type PaymentValues } from './paymentForm';

export function PaymentForm({ info, onDone }: { info: CompanyPaymentInfoDto; onDone: () => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => paymentValues(info), [info]);
  const onSubmit = async (values: PaymentValues) => {
    try {
      const saved = await savePaymentInfo(paymentPayload(values));
      queryClient.setQueryData(companyKeys.payment, saved ?? paymentPayload(values));
      notify.success(t('payment.saved'));
      onDone();
      return undefined;
    } catch (error) {
      return formErrorsOf(error, PAYMENT_FIELDS);
    }
  };
  const digits = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <Form<PaymentValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validatePayment(values, t)}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-label={t('payment.formLabel')}>
          <Stack $gap={5}>
            <FormSection aria-labelledby="payment-bank">
              <h2 id="payment-bank">{t('payment.cardTitle')}</h2>
              <Fields>
                <div className="wide">
                  <FormTextField
                    name="bankName"
                    label={t('payment.fields.bankName')}
                    required
                    maxLength={BANK_NAME_LIMIT}
                    autoComplete="off"
                  />
                </div>
                <FormTextField
                  name="bankBik"
                  label={t('payment.fields.bankBik')}
                  required
                  mask={MASKS.bik}
                  hint={t('payment.hints.bik')}
                  {...digits}
                />
                <FormTextField
                  name="bankKpp"
                  label={t('payment.fields.bankKpp')}
                  mask={MASKS.kpp}
                  hint={t('payment.hints.kpp')}
                  {...digits}
                />
                <FormTextField
                  name="bankAccountNumber"
                  label={t('payment.fields.bankAccountNumber')}
                  required
                  mask={MASKS.account}
                  hint={t('payment.hints.account')}
                  {...digits}
                />
                <FormTextField
                  name="bankCorrespondentAccount"
                  label={t('payment.fields.bankCorrespondentAccount')}
                  required
                  mask={MASKS.account}
                  hint={t('payment.hints.correspondent')}
                  {...digits}
                />
              </Fields>
            </FormSection>
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {submitting ? t('common.saving') : t('common.save')}
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

/** /company/profile/payment/edit/ — company admins only (guarded route). */
export function EditPaymentPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const info = useQuery({ queryKey: companyKeys.payment, queryFn: fetchPaymentInfo });
  return (
    <Stack $gap={5}>
      <PageHeading title={t('payment.editTitle')} description={t('payment.lead')} />
      <QueryBoundary query={info} loadingLabel={t('payment.loading')} errorTitle={t('payment.loadFailed')}>
        {(data) => <PaymentForm info={data} onDone={() => void navigate(localize('/company/profile/payment/'))} />}
      </QueryBoundary>
    </Stack>
  );
}
