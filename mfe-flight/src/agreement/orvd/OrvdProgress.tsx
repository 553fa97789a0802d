import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrvdStage } from '@nebo/shared-vocabulary';
import { Button, formatDateTime, openStoredFile, Stack } from '@nebo/shared-ui';
import { checkSppiSubmission, type OrvdAgreement } from '../api/agreementApi';
import { DeliveryLine } from '../components/DeliveryLine';
import { Facts } from '../../components/Facts';
import { OrvdStatusBadge } from '../components/OrvdStatusBadge';
import { NAMESPACE } from '../../namespace';
import { SppiCheckButton } from './SppiCheckButton';
import { StageStepper } from './StageStepper';

export interface OrvdProgressProps {
  flightId: string;
  orvd: OrvdAgreement;
  /** Offered while nothing reached the centre (the send failed or keeps retrying): switch the channel. */
  onResend?: () => void;
  onRefresh: () => void;
}

/** A sent submission: how its delivery goes, where the process stands, and the centre's decision once given. */
export function OrvdProgress({ flightId, orvd, onResend, onRefresh }: OrvdProgressProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const rows: [string, string][] = [
    [t('agreement.orvd.centre'), orvd.authority?.name ?? ''],
    [t('agreement.orvd.submissionType'), orvd.submissionType ? t(`agreement.orvd.submissionTypes.${orvd.submissionType}`) : ''],
    [t('agreement.orvd.mode'), orvd.flySpaceUsageMode ? t(`agreement.modes.${orvd.flySpaceUsageMode}`) : ''],
    [t('agreement.orvd.sendDate'), formatDateTime(orvd.sendDateTime)],
    [t('agreement.orvd.decision'), orvd.decision ? t(`agreement.orvd.decisions.${orvd.decision}`) : ''],
    [t('agreement.orvd.decisionDate'), formatDateTime(orvd.decisionEntryDate)],
    [t('agreement.orvd.permitNumber'), orvd.permitNumber ?? ''],
    [t('agreement.orvd.comment'), orvd.comment ?? ''],
    // Set when the centre decided in the authority area: who decided, by name and position.
    [t('agreement.orvd.decidedBy'), orvd.decidedBy ?? ''],
  ];
  const file = orvd.decisionFile;
  return (
    <Stack $gap={4}>
      <div>
        <OrvdStatusBadge status={orvd.status.code} />
      </div>
      <StageStepper stage={orvd.stage as OrvdStage} />
      {orvd.delivery ? <DeliveryLine delivery={orvd.delivery} /> : null}
      {onResend ? (
        <div>
          <Button $variant="secondary" onClick={onResend}>
            {t('agreement.orvd.resend')}
          </Button>
        </div>
      ) : null}
      <Facts>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {file ? (
          <div style={{ display: 'contents' }}>
            <dt>{t('agreement.orvd.decisionFile')}</dt>
            <dd>
              <Button $variant="secondary" onClick={() => void openStoredFile(file)}>
                {t('agreement.openDecisionFile', { name: file.filename })}
              </Button>
            </dd>
          </div>
        ) : null}
      </Facts>
      {orvd.submissionSentType === 'SPPI' ? (
        <SppiCheckButton label={t('agreement.orvd.checkSppi')} check={() => checkSppiSubmission(flightId)} onChecked={onRefresh} />
      ) : null}
    </Stack>
  );
}
