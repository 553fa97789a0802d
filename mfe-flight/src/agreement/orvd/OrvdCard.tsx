import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionChannel } from '@nebo/shared-vocabulary';
import { FormSection } from '@nebo/shared-ui';
import type { FlightAgreementView, OrvdAgreement } from '../api/agreementApi';
import { NAMESPACE } from '../../namespace';
import { OrvdForm } from './OrvdForm';
import { OrvdHistory } from './OrvdHistory';
import { OrvdProgress } from './OrvdProgress';

/** Nothing has gone to the centre yet: the card is the submission form. */
const notSent = (orvd: OrvdAgreement | null): boolean =>
  !orvd || (!orvd.delivery && (orvd.status.code === 'CREATED' || !orvd.sendDateTime));

/** The delivery never reached the centre: the server lets the pilot switch the channel (same dedup key). */
const canSwitchChannel = (orvd: OrvdAgreement): boolean =>
  Boolean(orvd.delivery) && ['FAILED', 'RETRYING', 'QUEUED'].includes(orvd.delivery!.state) && !orvd.delivery!.deliveredAt;

export interface OrvdCardProps {
  flightId: string;
  view: FlightAgreementView;
  onView: (view: FlightAgreementView) => void;
  onRefresh: () => void;
  /** Changes with the view's content: the card's history is re-read then. */
  version: number;
}

/** The zonal centre among the approving bodies: its form until the submission is sent, then its progress and decision. */
export function OrvdCard({ flightId, view, onView, onRefresh, version }: OrvdCardProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const orvd = view.orvdAgreement;
  const [resending, setResending] = useState(false);
  return (
    <FormSection aria-labelledby={`orvd-${flightId}`}>
      <h2 id={`orvd-${flightId}`}>{t('agreement.orvd.title')}</h2>
      {notSent(orvd) || resending ? (
        <OrvdForm
          flightId={flightId}
          view={view}
          onView={onView}
          failedChannel={resending ? ((orvd?.delivery?.channel ?? null) as SubmissionChannel | null) : null}
          onCancel={resending ? () => setResending(false) : undefined}
        />
      ) : (
        <OrvdProgress
          flightId={flightId}
          orvd={orvd!}
          onRefresh={onRefresh}
          onResend={canSwitchChannel(orvd!) ? () => setResending(true) : undefined}
        />
      )}
      {orvd ? <OrvdHistory flightId={flightId} refreshKey={version} /> : null}
    </FormSection>
  );
}
