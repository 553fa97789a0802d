import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, formatDateTime, notify, PageSpinner, sessionStore, useLocale, useSession } from '@nebo/shared-ui';
import { usePageTitle } from '../../layout/usePageTitle';
import { linkTokenOf } from '../email-change/emailChangeApi';
import { CompanyInvitation } from './CompanyInvitation';
import { invitationKindOf, type InvitationKind } from './companyInvitationApi';
import { Actions, Details, Problem } from './invitationParts';
import { acceptInvitation, fetchInvitation, problemOf, type AuthorityInvitation, type InvitationProblem } from './invitationApi';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 680px;
  padding: ${({ theme }) => theme.spacing(8, 0)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** Where a new employee starts working. */
export const AFTER_ACCEPT_PATH = '/agreement/dashboard/';

/**
 * /employee-invitation/?token=… — the page an authority's invitation e-mail links to (authority-design.md, D10), and
 * with `&kind=company` a company's (issue 14, D10: CompanyInvitation).
 * Signed out: what to do (sign in or register with the invited address; both come back here). Signed in: the
 * invitation and «Accept»; refusals are explained in words. After accepting, the session summary is loaded again
 * (its scope now holds AUTHORITY, so the header shows the area) and the employee goes to the dashboard.
 */
export function InvitationPage(): ReactElement {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const status = useSession((state) => state.status);
  const token = linkTokenOf(location.hash, location.search);
  const kind = invitationKindOf(location.search);
  usePageTitle(t('invitation.title'));

  let body: ReactElement;
  if (!token) body = <Problem title={t('invitation.invalidTitle')} text={t('invitation.invalid')} />;
  else if (status === 'initializing') body = <PageSpinner label={t('invitation.loading')} />;
  else if (status === 'anonymous') body = <SignedOut kind={kind} />;
  else if (kind === 'company') body = <CompanyInvitation token={token} />;
  else body = <Invitation token={token} />;

  return (
    <Box aria-labelledby="invitation-title" aria-live="polite">
      <h1 id="invitation-title">{t('invitation.title')}</h1>
      {body}
    </Box>
  );
}

function SignedOut({ kind }: { kind: InvitationKind }): ReactElement {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const login = useSession((state) => state.actions.login);
  const register = useSession((state) => state.actions.register);
  return (
    <>
      <p>{t(kind === 'company' ? 'invitation.company.lead' : 'invitation.lead')}</p>
      <p>{t(kind === 'company' ? 'invitation.company.signedOut' : 'invitation.signedOut')}</p>
      <Actions>
        <Button onClick={() => void login(`${location.pathname}${location.search}${location.hash}`)}>{t('invitation.signIn')}</Button>
        <Button $variant="secondary" onClick={() => void register()}>
          {t('invitation.register')}
        </Button>
      </Actions>
    </>
  );
}

function Invitation({ token }: { token: string }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useQuery({ queryKey: ['authority-invitation', token], queryFn: () => fetchInvitation(token), retry: false });
  const [accepting, setAccepting] = useState(false);
  const [problem, setProblem] = useState<InvitationProblem | null>(null);

  const accept = async () => {
    setAccepting(true);
    setProblem(null);
    try {
      await acceptInvitation(token);
      // The new employment is in the summary's scope only once it is read again: the guard and the header decide on it.
      await sessionStore.getState().loadSummary({ force: true });
      queryClient.removeQueries({ queryKey: ['authority'] });
      notify.success(t('invitation.accepted'));
      void navigate(localize(AFTER_ACCEPT_PATH), { replace: true });
    } catch (error) {
      setProblem(problemOf(error));
      setAccepting(false);
    }
  };

  if (invitation.isPending) return <PageSpinner label={t('invitation.loading')} />;
  if (invitation.isError) return <ProblemOf problem={problemOf(invitation.error)} onRetry={() => void invitation.refetch()} />;
  if (problem) return <ProblemOf problem={problem} onRetry={() => void accept()} />;
  return <Offer invitation={invitation.data} accepting={accepting} onAccept={() => void accept()} />;
}

function Offer({
  invitation,
  accepting,
  onAccept,
}: {
  invitation: AuthorityInvitation;
  accepting: boolean;
  onAccept: () => void;
}): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <>
      <p>{t('invitation.lead')}</p>
      <Details aria-label={t('invitation.details')}>
        <dt>{t('invitation.authority')}</dt>
        <dd>{invitation.authorityName}</dd>
        <dt>{t('invitation.authorityType')}</dt>
        <dd>{t(`invitation.types.${invitation.authorityType}`)}</dd>
        <dt>{t('invitation.position')}</dt>
        <dd>{invitation.position}</dd>
        <dt>{t('invitation.email')}</dt>
        <dd>{invitation.email}</dd>
        <dt>{t('invitation.expiresAt')}</dt>
        <dd>{formatDateTime(invitation.expiresAt)}</dd>
      </Details>
      <Actions>
        <Button onClick={onAccept} disabled={accepting} aria-busy={accepting}>
          {accepting ? t('invitation.accepting') : t('invitation.accept')}
        </Button>
      </Actions>
    </>
  );
}

function ProblemOf({ problem, onRetry }: { problem: InvitationProblem; onRetry: () => void }): ReactElement {
  const { t } = useTranslation('shell');
  const logout = useSession((state) => state.actions.logout);
  switch (problem) {
    case 'not-found':
      return <Problem title={t('invitation.notFoundTitle')} text={t('invitation.notFound')} />;
    case 'other-email':
      return (
        <Problem
          title={t('invitation.otherEmailTitle')}
          text={t('invitation.otherEmail')}
          action={
            <Button $variant="secondary" onClick={() => void logout()}>
              {t('invitation.signOut')}
            </Button>
          }
        />
      );
    case 'already-employed':
      return <Problem title={t('invitation.alreadyEmployedTitle')} text={t('invitation.alreadyEmployed')} />;
    default:
      return (
        <Problem
          title={t('invitation.failedTitle')}
          text={t('invitation.failed')}
          action={<Button onClick={onRetry}>{t('invitation.retry')}</Button>}
        />
      );
  }
}
