import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card, useLocale, useSession } from '@nebo/shared-ui';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Password change goes through the identity provider, which e-mails a link; the page it leads to asks for
 * the current password first (/profile/password/).
 */
export function AccountSection(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const login = useSession((state) => state.summary?.login ?? state.claims?.email ?? state.claims?.preferred_username ?? '');
  return (
    <Card title={t('profile.account.title')}>
      <Text>{t('profile.account.passwordText', { email: login })}</Text>
      <ButtonLink $variant="secondary" to={localize('/profile/password/')}>
        {t('profile.account.changePassword')}
      </ButtonLink>
    </Card>
  );
}
