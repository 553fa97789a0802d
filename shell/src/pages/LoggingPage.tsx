import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { Button, ErrorState, localizePath, useLocale, useSession } from '@nebo/shared-ui';
import { authStartOutcome } from '../auth/authOutcome';
import { forgetReturnPath, peekReturnPath } from '../auth/returnPath';
import { usePageTitle } from '../layout/usePageTitle';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 560px;
  padding: ${({ theme }) => theme.spacing(6, 0)};
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

/**
 * /logging/ — where the identity provider sends the browser back. keycloak-js has already
 * exchanged the code when this renders; the page then returns the user to where they started.
 * A signed-in user who opens it later is sent home (spec: login page → /).
 */
export function LoggingPage(): ReactElement {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const { search } = useLocation();
  const status = useSession((state) => state.status);
  const actions = useSession((state) => state.actions);
  usePageTitle(t('logging.title'));

  // Read during render, forgotten after: rendering twice (StrictMode) must lead to the same place.
  useEffect(() => {
    if (status === 'authenticated') forgetReturnPath();
  }, [status]);

  if (status === 'authenticated') {
    return <Navigate replace to={peekReturnPath() ?? localizePath('/', locale)} />;
  }

  // A `state` left in the URL after start-up means the provider's answer could not be used.
  const failed = authStartOutcome() === 'callback-failed' || new URLSearchParams(search).has('state');
  if (failed) {
    return (
      <ErrorState
        title={t('logging.failedTitle')}
        message={t('logging.failedText')}
        onRetry={() => void actions.login(localizePath('/', locale))}
        retryLabel={t('logging.retry')}
      />
    );
  }

  return (
    <Box aria-labelledby="logging-title">
      <h1 id="logging-title">{t('logging.title')}</h1>
      <p>{t('logging.text')}</p>
      <Actions>
        <Button onClick={() => void actions.login(localizePath('/', locale))}>{t('header.login')}</Button>
        <Button $variant="secondary" onClick={() => void actions.register()}>
          {t('header.register')}
        </Button>
      </Actions>
    </Box>
  );
}
