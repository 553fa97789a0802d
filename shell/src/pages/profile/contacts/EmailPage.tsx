import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { notify, QueryBoundary } from '@nebo/shared-ui';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser, type CurrentUser } from '../profileApi';
import { EmailChangeForm } from './EmailChangeForm';
import { PendingEmailChange } from './PendingEmailChange';

const Current = styled.dl`
  margin: 0 0 ${({ theme }) => theme.spacing(6)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const FormTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

/**
 * /profile/email/: the e-mail, which is also the login (PUT /api/user/email?email= with the current
 * password). A new address takes effect only once the link sent to it is opened; until then the page
 * says where the link went and that the login stays as it is.
 */
export function EmailPage(): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => fetchCurrentUser() });
  const show = (next: CurrentUser) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, next);

  const requested = (next: CurrentUser) => {
    show(next);
    if (next.pendingEmail) notify.success(t('profile.contacts.emailLinkSent', { email: next.pendingEmail }));
  };

  return (
    <ProfileSubpage title={t('profile.contacts.emailTitle')} intro={t('profile.contacts.emailIntro')}>
      <QueryBoundary query={user} errorTitle={t('profile.common.loadFailed')}>
        {(current) => (
          <>
            <Current>
              <dt>{t('profile.contacts.currentEmail')}</dt>
              <dd>{current.email ?? t('profile.common.notFilled')}</dd>
            </Current>
            {current.pendingEmail ? <PendingEmailChange pending={current.pendingEmail} current={current.email} onChanged={show} /> : null}
            <section aria-labelledby="change-email-title">
              <FormTitle id="change-email-title">{t('profile.contacts.changeEmailTitle')}</FormTitle>
              <EmailChangeForm current={current.email} onRequested={requested} />
            </section>
          </>
        )}
      </QueryBoundary>
    </ProfileSubpage>
  );
}
