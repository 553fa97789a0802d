import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FLIGHT_MESSAGE_KINDS, type FlightMessageKind, type OrvdStatus } from '@nebo/shared-vocabulary';
import { Button, errorMessageOf, FieldHint, formatDateTime, notify, TextField } from '@nebo/shared-ui';
import { checkSppiShr, sendFlightMessage, type FlightDate } from '../api/agreementApi';
import { Facts } from '../../components/Facts';
import { OrvdStatusBadge } from '../components/OrvdStatusBadge';
import { formatMoscowClock, formatUtc } from '../components/time';
import { SppiCheckButton } from '../orvd/SppiCheckButton';
import { messageBlock } from '../rules';
import { NAMESPACE } from '../../namespace';
import { MessageList } from './MessageList';

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  > div {
    display: flex;
    flex-direction: column;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

export interface DateCardProps {
  flightId: string;
  day: FlightDate;
  agreementStatus: OrvdStatus | null;
  sppi: boolean;
  onDate: (day: FlightDate) => void;
  onRefresh: () => void;
}

/** One flight date: its times, state, the SHR/DEP/ARR/CNL buttons the rules allow (with the reason when not) and its messages. */
export function DateCard({ flightId, day, agreementStatus, sppi, onDate, onRefresh }: DateCardProps): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [remarks, setRemarks] = useState('');
  const [pending, setPending] = useState<FlightMessageKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = t(`agreement.dates.kinds.${day.kind}`);
  const title = t('agreement.dates.date', { kind, start: formatDateTime(day.startUtc), finish: formatDateTime(day.finishUtc) });
  const headingId = `date-${day.id}`;

  const send = async (message: FlightMessageKind) => {
    setPending(message);
    setFailure(null);
    try {
      onDate(await sendFlightMessage(flightId, day.id, message, message === 'SHR' ? { remarks: remarks.trim() || undefined } : {}));
      notify.success(t(`agreement.dates.sentOk.${message}`));
      if (message === 'SHR') setRemarks('');
    } catch (error) {
      setFailure(errorMessageOf(error, i18n) ?? null);
    } finally {
      setPending(null);
    }
  };

  const facts: [string, ReactElement | string][] = [
    [t('agreement.dates.status'), <OrvdStatusBadge key="status" status={day.status} />],
    [t('agreement.dates.stage'), day.stage ? t(`agreement.stages.${day.stage}`) : ''],
    [t('agreement.dates.sid'), day.sid ?? ''],
    [t('agreement.dates.departedAt'), formatDateTime(day.departedAt)],
    [t('agreement.dates.arrivedAt'), formatDateTime(day.arrivedAt)],
  ];
  const shrBlock = messageBlock('SHR', agreementStatus, day);
  const hasShr = day.messages.some((message) => message.kind === 'SHR');

  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>{title}</h3>
        <p>{t('agreement.dates.utc', { start: formatUtc(day.startUtc), finish: formatUtc(day.finishUtc) })}</p>
      </Head>
      <Facts>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Facts>
      {day.autoCancelAt && !day.departedAt && !['CANCELED', 'ARRIVED', 'INFLIGHT'].includes(day.status) ? (
        <Notice role="note">{t('agreement.dates.autoCancel', { time: formatMoscowClock(day.autoCancelAt) })}</Notice>
      ) : null}
      {shrBlock === null ? (
        <TextField
          label={t('agreement.dates.remarks')}
          hint={t('agreement.dates.remarksHint')}
          value={remarks}
          maxLength={500}
          disabled={pending !== null}
          onChange={setRemarks}
        />
      ) : null}
      <Actions role="group" aria-label={t('agreement.dates.actions', { date: title })}>
        {FLIGHT_MESSAGE_KINDS.map((message) => {
          const block = messageBlock(message, agreementStatus, day);
          const hintId = `${day.id}-${message}-why`;
          return (
            <div key={message}>
              <Button
                $variant={message === 'CNL' ? 'ghost' : block === null ? 'primary' : 'secondary'}
                $size="sm"
                disabled={block !== null || pending !== null}
                aria-describedby={block ? hintId : undefined}
                title={block ? t(`agreement.dates.why.${block}`) : undefined}
                onClick={() => void send(message)}
              >
                {t(`agreement.dates.buttons.${message}`)}
              </Button>
              {block ? <FieldHint id={hintId}>{t(`agreement.dates.why.${block}`)}</FieldHint> : null}
            </div>
          );
        })}
      </Actions>
      {failure ? <p role="alert">{failure}</p> : null}
      <MessageList messages={day.messages} />
      {sppi && hasShr ? (
        <SppiCheckButton label={t('agreement.dates.checkSppi')} check={() => checkSppiShr(flightId, day.id)} onChecked={onRefresh} />
      ) : null}
    </Card>
  );
}
