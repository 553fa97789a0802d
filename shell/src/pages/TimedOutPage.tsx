import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonLink, localizePath, useLocale, useSession } from '@nebo/shared-ui';
import { peekReturnPath } from '../auth/returnPath';
import { usePageTitle } from '../layout/usePageTitle';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 600px;
  padding: ${({ theme }) => theme.spacing(8, 0)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** /timed-out/ — the session ended (its refresh was refused); signing in again returns to the page. */
export function TimedOutPage(): ReactElement {
  const { t } = useTranslation('shell');
  const { locale, localize } = useLocale();
  const status = useSession((state) => state.status);
  const login = useSession((state) => state.actions.login);
  usePageTitle(t('timedOut.title'));
  const returnTo = peekReturnPath();
  const back = returnTo && !returnTo.includes('/timed-out/') ? returnTo : localizePath('/', locale);

  return (
    <Box aria-labelledby="timed-out-title">
      <h1 id="timed-out-title">{t('timedOut.title')}</h1>
      <p>{t('timedOut.text')}</p>
      <Actions>
        {status === 'authenticated' ? null : <Button onClick={() => void login(back)}>{t('timedOut.signIn')}</Button>}
        <ButtonLink to={localize('/')} $variant="secondary">
          {t('errors.home')}
        </ButtonLink>
      </Actions>
    </Box>
  );
}
