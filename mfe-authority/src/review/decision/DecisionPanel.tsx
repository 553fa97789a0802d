import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, formatDate, notify } from '@nebo/shared-ui';
import { Facts } from '../components/Facts';
import { FileLinks } from '../components/FileLinks';
import { nameOf } from '../components/labels';
import { ReviewStatusBadge } from '../components/ReviewStatusBadge';
import { moscowText } from '../time';
import type { AuthorityFlightRequestDto, DecisionKind } from '../types';
import { NAMESPACE } from '../../namespace';
import { DecisionDialog } from './DecisionDialog';

const Panel = styled.section<{ $tone: 'awaiting' | 'approved' | 'rejected' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid
    ${({ theme, $tone }) => ($tone === 'approved' ? theme.colors.success : $tone === 'rejected' ? theme.colors.error : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2, 3)};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  @media (max-width: 479px) {
    flex-direction: column;
    > * {
      width: 100%;
    }
  }
`;

/** The decision shown once it is made: number and date of a permission, the reason of a refusal, the file, who and when. */
function DecisionFacts({ request }: { request: AuthorityFlightRequestDto }): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  const decision = request.decision;
  if (!decision) return null;
  const rows: [string, ReactElement | string][] = [
    [t('review.decision.number'), decision.number ?? ''],
    [t('review.decision.dateOfIssue'), decision.dateOfIssue ? formatDate(decision.dateOfIssue) : ''],
    [t(decision.status === 'REJECTED' ? 'review.decision.reason' : 'review.decision.comment'), decision.comment ?? ''],
    [t('review.decision.file'), decision.file ? <FileLinks files={[decision.file]} /> : ''],
    [t('review.decision.decidedBy'), decision.decidedBy ?? ''],
    [t('review.decision.decidedAt'), decision.decidedAt ? t('review.decision.moscow', { at: moscowText(decision.decidedAt) }) : ''],
  ];
  return (
    <Facts>
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Facts>
  );
}

/**
 * Where the reviewer decides: while the request awaits, «Согласовать» and «Отказать», each opening its dialog;
 * afterwards, the decision itself. Focus lands on the panel's heading when a decision has just been made, as the
 * buttons that opened the dialog are gone.
 */
export function DecisionPanel({
  request,
  onDecided,
  onStale,
}: {
  request: AuthorityFlightRequestDto;
  onDecided: (request: AuthorityFlightRequestDto) => void;
  onStale: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [dialog, setDialog] = useState<DecisionKind | null>(null);
  const [justDecided, setJustDecided] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const awaiting = request.reviewStatus === 'AWAITING';
  const tone = request.reviewStatus === 'APPROVED' ? 'approved' : request.reviewStatus === 'REJECTED' ? 'rejected' : 'awaiting';

  useEffect(() => {
    if (justDecided && !dialog) heading.current?.focus();
  }, [justDecided, dialog]);

  const decided = (next: AuthorityFlightRequestDto) => {
    const kind = dialog;
    setDialog(null);
    setJustDecided(true);
    notify.success(t(kind === 'reject' ? 'review.decision.rejectedNotice' : 'review.decision.approvedNotice', { name: nameOf(next, t) }));
    onDecided(next);
  };

  return (
    <Panel $tone={tone} aria-labelledby="review-decision">
      <div className="head">
        <h2 id="review-decision" ref={heading} tabIndex={-1}>
          {t(awaiting ? 'review.decision.awaitingTitle' : 'review.decision.title')}
        </h2>
        <ReviewStatusBadge status={request.reviewStatus} />
      </div>
      {awaiting ? (
        <>
          <p className="muted">{t(request.body === 'ORVD' ? 'review.decision.awaitingTextOrvd' : 'review.decision.awaitingTextLocal')}</p>
          <Buttons>
            <Button onClick={() => setDialog('approve')}>{t('review.decision.approve')}</Button>
            <Button $variant="danger" onClick={() => setDialog('reject')}>
              {t('review.decision.reject')}
            </Button>
          </Buttons>
        </>
      ) : request.decision ? (
        <DecisionFacts request={request} />
      ) : (
        <p className="muted">{t('review.decision.decidedElsewhere', { status: request.agreementStatus })}</p>
      )}
      <DecisionDialog
        requestId={request.id}
        requestName={nameOf(request, t)}
        kind={dialog ?? 'approve'}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        onDecided={decided}
        onStale={onStale}
      />
    </Panel>
  );
}
