import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, isApiError, notify } from '@nebo/shared-ui';
import { cancelEmailChange, resendEmailConfirmation, type CurrentUser } from '../profileApi';

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/**
 * A change waiting for its link: where the link went, that the login has not changed yet, and the two
 * things to do about it — send the link again, or cancel the change.
 */
export function PendingEmailChange({
  pending,
  current,
  onChanged,
}: {
  pending: string;
  current: string | null;
  onChanged: (user: CurrentUser) => void;
}): ReactElement {
  const { t } = useTranslation('shell');
  const resend = useMutation({
    mutationFn: resendEmailConfirmation,
    onSuccess: (user) => {
      onChanged(user);
      notify.success(t('profile.contacts.resent', { email: pending }));
    },
    onError: (error) => {
      if (isApiError(error) && error.statusCode === 429) notify.warning(t('profile.contacts.resendTooSoon'));
    },
  });
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (user) => {
      onChanged(user);
      notify.success(t('profile.contacts.changeCancelled'));
    },
  });
  const busy = resend.isPending || cancel.isPending;
  return (
    <Panel aria-labelledby="pending-email-title">
      <h3 id="pending-email-title">{t('profile.contacts.pendingTitle')}</h3>
      <p>{t('profile.contacts.pendingSent', { email: pending })}</p>
      {current ? <p>{t('profile.contacts.pendingLoginStays', { email: current })}</p> : null}
      <Actions>
        <Button $variant="secondary" disabled={busy} onClick={() => resend.mutate()}>
          {t('profile.contacts.resend')}
        </Button>
        <Button $variant="ghost" disabled={busy} onClick={() => cancel.mutate()}>
          {t('profile.contacts.cancelChange')}
        </Button>
      </Actions>
    </Panel>
  );
}
