import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormErrorBanner, notify, QueryBoundary, Stack } from '@nebo/shared-ui';
import { FormActions } from '../common/FormActions';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser, requestPasswordChange } from '../profileApi';
import { CurrentPasswordField } from './CurrentPasswordField';
import { passwordFormErrors } from './passwordFormErrors';

const Sent = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * /profile/password/: the identity provider owns the password, so the platform asks it to e-mail a link
 * to its page (PATCH /api/user/password), once the current password shows the request is the holder's.
 */
export function PasswordPage(): ReactElement {
  const { t } = useTranslation('shell');
  const user = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => fetchCurrentUser() });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const address = user.data?.email ?? user.data?.login ?? '';

  return (
    <ProfileSubpage
      title={t('profile.account.pageTitle')}
      intro={user.isSuccess ? t('profile.account.pageIntro', { email: address }) : undefined}
    >
      <QueryBoundary query={user} errorTitle={t('profile.common.loadFailed')}>
        {() => (
          <>
            {sentTo ? (
              <Sent role="status" aria-labelledby="password-sent-title">
                <h3 id="password-sent-title">{t('profile.account.sentTitle')}</h3>
                <p>{t('profile.account.sentText', { email: sentTo })}</p>
              </Sent>
            ) : null}
            <Form<{ currentPassword?: string }>
              onSubmit={async (values, form) => {
                try {
                  const answer = await requestPasswordChange(values.currentPassword ?? '');
                  const email = answer?.email ?? address;
                  setSentTo(email);
                  notify.success(t('profile.account.passwordSent', { email }));
                  setTimeout(() => form.restart());
                  return undefined;
                } catch (error) {
                  return passwordFormErrors(error, t, ['currentPassword']);
                }
              }}
            >
              {({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
                  <Stack $gap={4}>
                    <CurrentPasswordField />
                    <FormErrorBanner />
                  </Stack>
                  <FormActions>
                    <Button type="submit" disabled={submitting}>
                      {submitting ? t('profile.account.sending') : t('profile.account.sendLink')}
                    </Button>
                  </FormActions>
                </form>
              )}
            </Form>
          </>
        )}
      </QueryBoundary>
    </ProfileSubpage>
  );
}
