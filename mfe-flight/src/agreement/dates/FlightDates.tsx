import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrvdStatus } from '@nebo/shared-vocabulary';
import { FormSection } from '@nebo/shared-ui';
import type { FlightAgreementView, FlightDate } from '../api/agreementApi';
import { NAMESPACE } from '../../namespace';
import { DateCard } from './DateCard';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 1000px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface FlightDatesProps {
  flightId: string;
  view: FlightAgreementView;
  onDate: (day: FlightDate) => void;
  onRefresh: () => void;
}

/** The flight messages per date (SHR, DEP, ARR, CNL), once the zonal centre has the submission. */
export function FlightDates({ flightId, view, onDate, onRefresh }: FlightDatesProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const orvd = view.orvdAgreement;
  return (
    <FormSection aria-labelledby={`dates-${flightId}`}>
      <h2 id={`dates-${flightId}`}>{t('agreement.dates.title')}</h2>
      <Intro>{t('agreement.dates.text')}</Intro>
      {view.dates.length ? (
        <List>
          {view.dates.map((day) => (
            <DateCard
              key={day.id}
              flightId={flightId}
              day={day}
              agreementStatus={(orvd?.status.code as OrvdStatus | undefined) ?? null}
              sppi={orvd?.submissionSentType === 'SPPI'}
              onDate={onDate}
              onRefresh={onRefresh}
            />
          ))}
        </List>
      ) : (
        <p>{t('agreement.dates.empty')}</p>
      )}
    </FormSection>
  );
}
