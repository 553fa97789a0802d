import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, notify, useSession } from '@nebo/shared-ui';
import { requestPasswordChange } from '../profileApi';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

/** Password change goes through the identity provider: the platform asks it to e-mail a link. */
export function AccountSection(): ReactElement {
  const { t } = useTranslation('shell');
  const login = useSession((state) => state.summary?.login ?? state.claims?.email ?? state.claims?.preferred_username ?? '');
  const change = useMutation({
    mutationFn: requestPasswordChange,
    onSuccess: (answer) => notify.success(t('profile.account.passwordSent', { email: answer?.email ?? login })),
  });
  return (
    <Card title={t('profile.account.title')}>
      <Text>{t('profile.account.passwordText', { email: login })}</Text>
      <Button $variant="secondary" disabled={change.isPending} onClick={() => change.mutate()}>
        {change.isPending ? t('profile.account.sending') : t('profile.account.changePassword')}
      </Button>
      {change.isError ? <Failure role="alert">{change.error.message}</Failure> : null}
    </Card>
  );
}
