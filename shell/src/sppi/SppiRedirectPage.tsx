import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink, ErrorState, errorCodeOf, isApiError, notify, PageSpinner, useLocale, useSession } from '@nebo/shared-ui';
import { useDeployment } from '../federation';
import { usePageTitle } from '../layout/usePageTitle';
import { useAudience } from '../navigation/useNavigation';
import { postSppiCode, SPPI_SESSION_KEY } from './sppiApi';
import { forgetSppiCode, forgetSppiState, readSppiCode, readSppiState, writeSppiCode } from './sppiCookies';
import { checkState, SPPI_ERROR_PARAM, sppiRedirectUri, takeCode } from './sppiRedirect';
import { forgetSppiReturnPath, peekSppiReturnPath, startSppiSignIn } from './sppiSignIn';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 640px;
  padding: ${({ theme }) => theme.spacing(6, 0)};
  overflow-wrap: anywhere;
`;

type Phase =
  | { kind: 'checking' }
  | { kind: 'working' }
  /** state missing, different from the cookie, or already used: nothing was posted. */
  | { kind: 'refused' }
  | { kind: 'no-code' }
  /** SPPI sent the user back with an `error` (they cancelled, or SPPI refused). */
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** Query parameters of SPPI's answer: all of them leave the address once read. */
const ANSWER_PARAMS = ['state', SPPI_ERROR_PARAM, 'error', 'error_description', 'code'];

/**
 * /sppi-redirect/ (and /en/sppi-redirect/): where SPPI sends the browser back after its sign-in (part 1 §2).
 * At start-up the `code` was already moved into its cookie and out of the address (moveSppiCodeOffAddress);
 * here the `state` is compared with the cookie written when the sign-in started, and only when they match
 * is the code posted, once. Every failure stays on this page with a way to sign in again.
 */
export function SppiRedirectPage(): ReactElement {
  const { t } = useTranslation('shell');
  const { locale, localize } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { deployment } = useDeployment();
  const audience = useAudience();
  const status = useSession((state) => state.status);
  const login = useSession((state) => state.actions.login);
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  // The answer is handled once per page visit: StrictMode runs effects twice, and the code is single-use.
  const handled = useRef(false);
  usePageTitle(t('sppi.redirect.title'));

  const fallbackPath = localize(audience === 'company' ? '/company/flight-requests/' : '/flight/requests/');

  useEffect(() => {
    if (status !== 'authenticated' || handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(location.search);
    // Normally gone since start-up; still here when the page was reached inside the app.
    const taken = takeCode(location.search);
    if (taken.code) writeSppiCode(taken.code);
    const returned = params.get('state');
    const cancelled = params.has(SPPI_ERROR_PARAM) || params.has('error');
    for (const name of ANSWER_PARAMS) params.delete(name);
    const rest = params.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });

    if (checkState(returned, readSppiState()).kind === 'refused') {
      forgetSppiCode();
      setPhase({ kind: 'refused' });
      return;
    }
    forgetSppiState();
    const code = readSppiCode();
    forgetSppiCode();
    if (cancelled) return setPhase({ kind: 'cancelled' });
    if (!code) return setPhase({ kind: 'no-code' });

    setPhase({ kind: 'working' });
    postSppiCode(code, sppiRedirectUri(window.location.origin, locale)).then(
      (session) => {
        queryClient.setQueryData(SPPI_SESSION_KEY, session);
        notify.success(t('sppi.redirect.success', { login: session.login ?? '' }));
        const back = peekSppiReturnPath() ?? fallbackPath;
        forgetSppiReturnPath();
        void navigate(back, { replace: true });
      },
      (error: unknown) => setPhase({ kind: 'failed', message: failureText(error) }),
    );
    // Handled once (see `handled`); what changes afterwards (the address it cleaned) must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  // By the module's code when the error carries it, else by status (the shared client keeps no `code` yet).
  function failureText(error: unknown): string {
    const code = errorCodeOf(error);
    const status = isApiError(error) ? error.statusCode : 0;
    const redirectRefused = code === 'sppi.redirect-uri-refused' || (isApiError(error) && error.message.includes('X-Sppi-Redirect-Uri'));
    if (code === 'sppi.code-rejected' || (status === 400 && !code && !redirectRefused)) return t('sppi.redirect.codeRejected');
    if (code === 'sppi.unavailable' || status === 502 || status === 503 || status === 0) return t('sppi.redirect.unavailable');
    if (code === 'sppi.not-for-authorities' || status === 403) return t('sppi.redirect.notForAuthorities');
    return t('sppi.redirect.failed', { message: isApiError(error) && error.message ? error.message : String(error) });
  }

  const retry = deployment.sppi ? () => startSppiSignIn(deployment.sppi!, locale, peekSppiReturnPath() ?? fallbackPath) : undefined;
  const home = (
    <ButtonLink to={localize('/')} $variant="secondary">
      {t('sppi.redirect.home')}
    </ButtonLink>
  );

  if (status === 'anonymous') {
    return (
      <Box aria-labelledby="sppi-redirect-title">
        <h1 id="sppi-redirect-title">{t('sppi.redirect.title')}</h1>
        <ErrorState
          title={t('sppi.redirect.signInFirstTitle')}
          message={t('sppi.redirect.signInFirst')}
          actions={<Button onClick={() => void login(fallbackPath)}>{t('sppi.redirect.portalSignIn')}</Button>}
        />
      </Box>
    );
  }

  let body: ReactElement;
  switch (phase.kind) {
    case 'checking':
    case 'working':
      body = (
        <>
          <p aria-hidden="true">{t(status === 'initializing' ? 'sppi.redirect.waitingForPortal' : 'sppi.redirect.working')}</p>
          <PageSpinner label={t(status === 'initializing' ? 'sppi.redirect.waitingForPortal' : 'sppi.redirect.working')} />
        </>
      );
      break;
    default: {
      const message =
        phase.kind === 'failed'
          ? phase.message
          : t(
              phase.kind === 'refused'
                ? 'sppi.redirect.refused'
                : phase.kind === 'cancelled'
                  ? 'sppi.redirect.cancelled'
                  : 'sppi.redirect.noCode',
            );
      body = (
        <ErrorState
          title={t('sppi.redirect.failedTitle')}
          message={message}
          onRetry={retry}
          retryLabel={t('sppi.redirect.retry')}
          actions={home}
        />
      );
    }
  }

  return (
    <Box aria-labelledby="sppi-redirect-title">
      <h1 id="sppi-redirect-title">{t('sppi.redirect.title')}</h1>
      {body}
    </Box>
  );
}
