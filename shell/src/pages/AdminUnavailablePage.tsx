import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useSession } from '@nebo/shared-ui';
import { usePageTitle } from '../layout/usePageTitle';

const Area = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(8, 0, 12)};
  p {
    margin: 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * An administrator is kept in the admin area; in a deployment without it (portal without the
 * admin remote, authority deployment) there is nowhere to send them, so this page says so.
 */
export function AdminUnavailablePage(): ReactElement {
  const { t } = useTranslation('shell');
  const logout = useSession((state) => state.actions.logout);
  usePageTitle(t('adminUnavailable.title'));
  return (
    <Area aria-labelledby="admin-unavailable-title">
      <h1 id="admin-unavailable-title">{t('adminUnavailable.title')}</h1>
      <p>{t('adminUnavailable.text')}</p>
      <Button $variant="secondary" onClick={() => void logout()}>
        {t('header.logout')}
      </Button>
    </Area>
  );
}
