import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink, useLocale, useSession } from '@nebo/shared-ui';
import { usePageTitle } from '../../layout/usePageTitle';
import { applyEmailChangeLink, linkTokenOf, type EmailChangeAction, type LinkOutcome } from './emailChangeApi';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 640px;
  padding: ${({ theme }) => theme.spacing(8, 0)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  /* A long label wraps on a phone instead of running off the screen. */
  & > * {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

type PageState = { kind: 'ready' } | { kind: 'working' } | LinkOutcome;

/**
 * /email-change/confirm/#token=… and /email-change/undo/#token=…: the pages the e-mailed links of an
 * e-mail change open. Nothing happens on opening: the person presses the button (a mail scanner that
 * opens links must not confirm or undo anything), then reads what came of it. Open to everyone: the
 * link's secret is the credential, whoever is signed in here.
 *
 * The token is taken from the address when the page opens. Once used, it is dropped from the address (the
 * outcome stays on screen); a token that appears there again is a link opened anew in the same tab (only
 * the fragment changes, so the page stays mounted), even the same link, and starts the page afresh.
 */
export function EmailChangeLinkPage({ action }: { action: EmailChangeAction }): ReactElement {
  const location = useLocation();
  const inAddress = linkTokenOf(location.hash, location.search);
  const [opening, setOpening] = useState({ token: inAddress, count: 0, tokenLeftAddress: false });
  if (!inAddress && !opening.tokenLeftAddress) setOpening({ ...opening, tokenLeftAddress: true });
  if (inAddress && opening.tokenLeftAddress) setOpening({ token: inAddress, count: opening.count + 1, tokenLeftAddress: false });
  return <LinkPanel key={opening.count} action={action} token={opening.token} />;
}

function LinkPanel({ action, token }: { action: EmailChangeAction; token: string | null }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const login = useSession((state) => state.actions.login);
  const [state, setState] = useState<PageState>(token ? { kind: 'ready' } : { kind: 'invalid' });
  const texts = `emailChange.${action}`;
  usePageTitle(t(`${texts}.title`));

  const use = async () => {
    if (!token) return;
    setState({ kind: 'working' });
    const outcome = await applyEmailChangeLink(action, token);
    setState(outcome);
    // The secret has done its work (or cannot): keep it out of the history from now on.
    if (outcome.kind !== 'failed') void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  };

  const signInOrProfile =
    status === 'authenticated' ? (
      <ButtonLink to={localize('/profile/email/')}>{t('emailChange.toProfile')}</ButtonLink>
    ) : (
      <Button onClick={() => void login(localize('/profile/email/'))}>{t('emailChange.signIn')}</Button>
    );
  const home = (
    <ButtonLink to={localize('/')} $variant="secondary">
      {t('errors.home')}
    </ButtonLink>
  );

  let title: string;
  let body: ReactElement;
  switch (state.kind) {
    case 'ready':
    case 'working':
      title = t(`${texts}.title`);
      body = (
        <>
          <p>{t(`${texts}.lead`)}</p>
          <Actions>
            <Button onClick={() => void use()} disabled={state.kind === 'working'} aria-busy={state.kind === 'working'}>
              {state.kind === 'working' ? t(`${texts}.working`) : t(`${texts}.action`)}
            </Button>
          </Actions>
        </>
      );
      break;
    case 'done':
      title = t(`${texts}.doneTitle`);
      body = (
        <>
          <p>{t(`${texts}.done`, { email: state.email })}</p>
          {action === 'undo' ? <p>{t('emailChange.undo.password', { email: state.email })}</p> : null}
          <Actions>
            {action === 'undo' ? null : signInOrProfile}
            {home}
          </Actions>
        </>
      );
      break;
    case 'expired':
    case 'taken':
      title = t(state.kind === 'expired' ? 'emailChange.expiredTitle' : 'emailChange.takenTitle');
      body = (
        <>
          <p>{t(`${texts}.${state.kind}`)}</p>
          <Actions>
            {action === 'confirm' ? signInOrProfile : null}
            {home}
          </Actions>
        </>
      );
      break;
    case 'used':
    case 'invalid':
      title = t(`emailChange.${state.kind}Title`);
      body = (
        <>
          <p>{t(`emailChange.${state.kind}`)}</p>
          <Actions>{home}</Actions>
        </>
      );
      break;
    case 'failed':
      title = t('emailChange.failedTitle');
      body = (
        <>
          <p role="alert">{t('emailChange.failed')}</p>
          <Actions>
            <Button onClick={() => void use()}>{t('emailChange.retry')}</Button>
            {home}
          </Actions>
        </>
      );
      break;
  }

  return (
    <Box aria-labelledby="email-change-title" aria-live="polite">
      <h1 id="email-change-title">{title}</h1>
      {body}
    </Box>
  );
}
