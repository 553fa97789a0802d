import { useQuery } from '@tanstack/react-query';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUBMISSION_CHANNELS, type SubmissionChannel } from '@nebo/shared-vocabulary';
import { BareFieldset, Button, FieldError, formatDateTime } from '@nebo/shared-ui';
import { agreementKeys, fetchSppiSession, type ChannelHealth } from '../api/agreementApi';
import { Legend } from '../components/Legend';
import { NAMESPACE } from '../../namespace';

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const Option = styled.label<{ $checked: boolean; $down: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid
    ${({ theme, $checked, $down }) => ($down ? theme.colors.error : $checked ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  input {
    margin-top: 3px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme, $down }) => ($down ? theme.colors.error : theme.colors.textMuted)};
    overflow-wrap: anywhere;
  }
`;

const Notice = styled.div<{ $tone: 'warning' | 'info' }>`
  margin-top: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

/** A channel the pilot can use right now: it answers, and SPPI only with the pilot signed in. */
export const usable = (health: ChannelHealth | undefined): boolean =>
  Boolean(health?.healthy) && !(health?.requiresSignIn && !health.signedIn);

export interface ChannelChoiceProps {
  channels: ChannelHealth[];
  value: SubmissionChannel | '';
  onChange: (channel: SubmissionChannel) => void;
  /** A channel that already failed this submission: it is not offered as the way out. */
  failed?: SubmissionChannel | null;
  error?: string;
  disabled?: boolean;
}

/** EMAIL / API_AZIMUT / SPPI, each with its health; an unavailable one says why and the card offers another. */
export function ChannelChoice({ channels, value, onChange, failed, error, disabled }: ChannelChoiceProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const baseId = useId();
  const byChannel = new Map(channels.map((health) => [health.channel as SubmissionChannel, health]));
  const chosen = value ? byChannel.get(value) : undefined;
  const sppi = byChannel.get('SPPI');
  const session = useQuery({ queryKey: agreementKeys.sppiSession, queryFn: fetchSppiSession, enabled: value === 'SPPI' });
  const alternative = SUBMISSION_CHANNELS.find((channel) => channel !== value && channel !== failed && usable(byChannel.get(channel)));
  const down = (health: ChannelHealth | undefined) => Boolean(health) && !health!.healthy;

  return (
    <BareFieldset aria-describedby={error ? `${baseId}-error` : undefined}>
      <Legend>{t('agreement.orvd.channel')}</Legend>
      <Options>
        {SUBMISSION_CHANNELS.map((channel) => {
          const health = byChannel.get(channel);
          const hintId = `${baseId}-${channel}`;
          return (
            <Option key={channel} $checked={value === channel} $down={down(health)}>
              <input
                type="radio"
                name={`${baseId}-channel`}
                value={channel}
                checked={value === channel}
                disabled={disabled}
                aria-describedby={hintId}
                onChange={() => onChange(channel)}
              />
              <span>
                {t(`agreement.channels.${channel}`)}
                <small id={hintId}>
                  {down(health)
                    ? health!.lastError
                      ? t('agreement.orvd.channelDown', { error: health!.lastError })
                      : t('agreement.orvd.channelDownNoError')
                    : health?.checkedAt
                      ? t('agreement.orvd.channelChecked', { time: formatDateTime(health.checkedAt) })
                      : ''}
                </small>
              </span>
            </Option>
          );
        })}
      </Options>
      {chosen && down(chosen) ? (
        <Notice $tone="warning" role="alert">
          <p>
            {[
              chosen.lastError ? t('agreement.orvd.channelDown', { error: chosen.lastError }) : t('agreement.orvd.channelDownNoError'),
              alternative ? '' : t('agreement.orvd.chooseAnother'),
            ].join(' ')}
          </p>
          {alternative ? (
            <Button $variant="secondary" $size="sm" disabled={disabled} onClick={() => onChange(alternative)}>
              {t('agreement.orvd.useChannel', { channel: t(`agreement.channels.${alternative}`) })}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      {value === 'SPPI' ? (
        <Notice $tone={sppi?.signedIn || session.data?.authorized ? 'info' : 'warning'}>
          <p>
            {session.data?.authorized
              ? session.data.login
                ? t('agreement.orvd.sppiSignedIn', { login: session.data.login, time: formatDateTime(session.data.expiresAt) })
                : t('agreement.orvd.sppiSignedInNoLogin')
              : t('agreement.orvd.sppiSignIn')}
          </p>
        </Notice>
      ) : null}
      <FieldError id={`${baseId}-error`}>{error}</FieldError>
    </BareFieldset>
  );
}
