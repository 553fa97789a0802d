import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@nebo/shared-ui';
import type { SocialNetwork } from './socialNetworks';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  min-height: 64px;
  padding: ${({ theme }) => theme.spacing(3, 0)};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const State = styled.span<{ $tone: 'bound' | 'muted' }>`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'bound' ? theme.colors.success : theme.colors.textMuted)};
`;

export type SocialRowState = 'bound' | 'not-bound' | 'not-configured';

/**
 * One network: its name, whether it is linked (or cannot be, on this platform: the page explains that once,
 * above the list), and the action that fits.
 */
export function SocialAccountRow({
  provider,
  state,
  busy,
  onBind,
  onUnbind,
}: {
  provider: SocialNetwork;
  state: SocialRowState;
  /** This row's action is under way: its button says so and waits. */
  busy: boolean;
  onBind: () => void;
  onUnbind: () => void;
}): ReactElement {
  const { t } = useTranslation('shell');
  const name = t(`profile.socials.networks.${provider}`);
  const stateId = `social-${provider}-state`;
  return (
    <Row>
      <Name>
        <strong>{name}</strong>
        <State id={stateId} $tone={state === 'bound' ? 'bound' : 'muted'}>
          {state === 'bound'
            ? t('profile.socials.bound')
            : state === 'not-configured'
              ? t('profile.socials.notConfigured')
              : t('profile.socials.notBound')}
        </State>
      </Name>
      {state === 'bound' ? (
        <Button
          $variant="secondary"
          $size="sm"
          disabled={busy}
          aria-label={t('profile.socials.unbindOne', { name })}
          aria-describedby={stateId}
          onClick={onUnbind}
        >
          {busy ? t('profile.socials.unbinding') : t('profile.socials.unbind')}
        </Button>
      ) : state === 'not-bound' ? (
        <Button $size="sm" disabled={busy} aria-label={t('profile.socials.bindOne', { name })} aria-describedby={stateId} onClick={onBind}>
          {busy ? t('profile.socials.leaving') : t('profile.socials.bind')}
        </Button>
      ) : null}
    </Row>
  );
}
