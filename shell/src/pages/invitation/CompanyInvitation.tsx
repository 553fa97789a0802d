import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink, formatDateTime, Modal, notify, PageSpinner, sessionStore, useLocale, useSession } from '@nebo/shared-ui';
import { useAudience } from '../../navigation/useNavigation';
import type { InvitationProblem } from './invitationApi';
import {
  acceptCompanyInvitation,
  companyProblemOf,
  declineCompanyInvitation,
  fetchCompanyInvitation,
  linkStateOf,
} from './companyInvitationApi';
import { Actions, Details, Problem } from './invitationParts';

/** Where a new company employee starts working. */
export const AFTER_COMPANY_ACCEPT_PATH = '/company/';

/**
 * A company's invitation (D10) for a signed-in user: the company, the roles and «Accept» or «Decline» (asked once
 * more: declining is final). A link that can no longer be answered, another account's invitation (403) and an
 * employment elsewhere (409) are explained in words. After accepting, the summary is read again (its scope now
 * holds juridical and the roles, so the guard lets the user into /company/) and the employee goes there.
 */
export function CompanyInvitation({ token }: { token: string }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useQuery({ queryKey: ['company-invitation', token], queryFn: () => fetchCompanyInvitation(token), retry: false });
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<{ problem: InvitationProblem; retry: () => void } | null>(null);
  const [declined, setDeclined] = useState(false);

  const accept = async () => {
    setBusy('accept');
    setProblem(null);
    try {
      await acceptCompanyInvitation(token);
      await sessionStore.getState().loadSummary({ force: true });
      queryClient.removeQueries({ queryKey: ['company'] });
      notify.success(t('invitation.company.accepted'));
      void navigate(localize(AFTER_COMPANY_ACCEPT_PATH), { replace: true });
    } catch (error) {
      setProblem({ problem: companyProblemOf(error), retry: () => void accept() });
      setBusy(null);
    }
  };

  const decline = async () => {
    setAsking(false);
    setBusy('decline');
    setProblem(null);
    try {
      await declineCompanyInvitation(token);
      setDeclined(true);
    } catch (error) {
      setProblem({ problem: companyProblemOf(error), retry: () => void decline() });
    } finally {
      setBusy(null);
    }
  };

  if (declined) return <Problem title={t('invitation.company.declinedTitle')} text={t('invitation.company.declined')} />;
  if (invitation.isPending) return <PageSpinner label={t('invitation.loading')} />;
  if (invitation.isError) return <CompanyProblem problem={companyProblemOf(invitation.error)} onRetry={() => void invitation.refetch()} />;
  if (problem) return <CompanyProblem problem={problem.problem} onRetry={problem.retry} />;

  const view = invitation.data;
  const state = linkStateOf(view.status, view.expiresAt);
  if (state !== 'open') return <ClosedLink state={state} />;
  return (
    <>
      <p>{t('invitation.company.lead')}</p>
      <Details aria-label={t('invitation.details')}>
        <dt>{t('invitation.company.company')}</dt>
        <dd>{view.companyName || view.companyShortName}</dd>
        <dt>{t('invitation.company.roles')}</dt>
        <dd>{(view.roles ?? []).map((role: string) => t(`invitation.company.roleNames.${role}`, { defaultValue: role })).join(', ')}</dd>
        {view.position ? (
          <>
            <dt>{t('invitation.position')}</dt>
            <dd>{view.position}</dd>
          </>
        ) : null}
        <dt>{t('invitation.email')}</dt>
        <dd>{view.email}</dd>
        <dt>{t('invitation.expiresAt')}</dt>
        <dd>{formatDateTime(view.expiresAt)}</dd>
      </Details>
      <Actions>
        <Button onClick={() => void accept()} disabled={busy !== null} aria-busy={busy === 'accept'}>
          {busy === 'accept' ? t('invitation.company.accepting') : t('invitation.company.accept')}
        </Button>
        <Button $variant="secondary" onClick={() => setAsking(true)} disabled={busy !== null} aria-busy={busy === 'decline'}>
          {busy === 'decline' ? t('invitation.company.declining') : t('invitation.company.decline')}
        </Button>
      </Actions>
      <Modal open={asking} title={t('invitation.company.declineTitle')} onClose={() => setAsking(false)}>
        <p>{t('invitation.company.declineText')}</p>
        <Actions>
          <Button $variant="danger" onClick={() => void decline()}>
            {t('invitation.company.declineConfirm')}
          </Button>
          <Button $variant="ghost" onClick={() => setAsking(false)}>
            {t('invitation.company.cancel')}
          </Button>
        </Actions>
      </Modal>
    </>
  );
}

function ClosedLink({ state }: { state: 'expired' | 'cancelled' | 'used' }): ReactElement {
  const { t } = useTranslation('shell');
  return <Problem title={t(`invitation.company.${state}Title`)} text={t(`invitation.company.${state}`)} />;
}

function CompanyProblem({ problem, onRetry }: { problem: InvitationProblem; onRetry: () => void }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const logout = useSession((state) => state.actions.logout);
  const audience = useAudience();
  switch (problem) {
    case 'not-found':
      return <Problem title={t('invitation.notFoundTitle')} text={t('invitation.company.notFound')} />;
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
      return (
        <Problem
          title={t('invitation.alreadyEmployedTitle')}
          text={t('invitation.company.alreadyEmployed')}
          action={
            // Already a company's employee: their company is one click away (an authority's is not a company page).
            audience === 'company' ? (
              <ButtonLink to={localize('/company/profile/')} $variant="secondary">
                {t('invitation.company.toCompany')}
              </ButtonLink>
            ) : undefined
          }
        />
      );
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
