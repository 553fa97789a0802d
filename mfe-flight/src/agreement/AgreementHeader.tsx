import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, formatDateTime, PageHeading, useLocale } from '@nebo/shared-ui';
import type { FlightRequest } from '../requests/api/flightRequestsApi';
import { StatusBadge } from '../requests/list/StatusBadge';
import { NAMESPACE } from '../namespace';
import type { FlightAgreementView } from './api/agreementApi';
import { formatUtc } from './components/time';

const Dates = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    overflow-wrap: anywhere;
  }
  small {
    margin-left: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
`;

/** The request's name, status and flight dates (Moscow time, UTC beside), with the way back to the request. */
export function AgreementHeader({ request, view }: { request: FlightRequest; view: FlightAgreementView }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <div>
      <PageHeading
        title={request.name || t('agreement.page.title')}
        description={t('agreement.page.title')}
        actions={
          <ButtonLink $variant="ghost" to={localize(`/flight/requests/${encodeURIComponent(request.id)}/`)}>
            {t('agreement.page.toRequest')}
          </ButtonLink>
        }
      />
      <Row>
        <StatusBadge status={view.status ?? request.status} />
        <Dates aria-label={t('agreement.page.dates')}>
          {view.dates.map((day) => (
            <li key={day.id}>
              {t(`agreement.dates.kinds.${day.kind}`)}: {formatDateTime(day.startUtc)} — {formatDateTime(day.finishUtc)}
              <small>{t('agreement.page.utc', { value: `${formatUtc(day.startUtc)} — ${formatUtc(day.finishUtc)}` })}</small>
            </li>
          ))}
        </Dates>
      </Row>
    </div>
  );
}
