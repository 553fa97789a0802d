import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, EmptyState, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { companyKeys, fetchPaymentInfo } from '../api/companyApi';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { Facts } from '../registration/CompanyInfoView';
import { hasPaymentInfo, PAYMENT_FIELDS } from './paymentForm';

/** /company/profile/payment/ — the company's bank details (D8): every employee reads them, company admins edit them. */
export function PaymentPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { isAdmin } = useCompany();
  const info = useQuery({ queryKey: companyKeys.payment, queryFn: fetchPaymentInfo });
  const edit = isAdmin ? <ButtonLink to={localize('/company/profile/payment/edit/')}>{t('payment.edit')}</ButtonLink> : null;
  return (
    <Stack $gap={5}>
      <PageHeading title={t('payment.title')} description={t('payment.lead')} actions={edit} />
      <QueryBoundary
        query={info}
        loadingLabel={t('payment.loading')}
        errorTitle={t('payment.loadFailed')}
        isEmpty={(data) => !hasPaymentInfo(data)}
        empty={
          <EmptyState
            title={t('payment.emptyTitle')}
            description={t(isAdmin ? 'payment.emptyAdmin' : 'payment.emptyStaff')}
            action={edit}
          />
        }
      >
        {(data) => (
          <Card title={t('payment.cardTitle')} aria-label={t('payment.cardTitle')}>
            <Facts>
              {PAYMENT_FIELDS.map((field) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt>{t(`payment.fields.${field}`)}</dt>
                  <dd>{data[field] || t('info.notSet')}</dd>
                </div>
              ))}
            </Facts>
          </Card>
        )}
      </QueryBoundary>
    </Stack>
  );
}
