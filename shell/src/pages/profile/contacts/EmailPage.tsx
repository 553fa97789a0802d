import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { composeValidators, email, ErrorState, notify, PageSpinner, required, type Validator } from '@nebo/shared-ui';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { changeEmail, CURRENT_USER_QUERY_KEY, fetchCurrentUser } from '../profileApi';
import { SingleValueForm } from './SingleValueForm';

const validateEmail = composeValidators<string | undefined>(required as Validator<string | undefined>, email);

/** /profile/email/: the contact e-mail (PUT /api/user/email?email=). */
export function EmailPage(): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => fetchCurrentUser() });

  const save = async (value: string) => {
    await changeEmail(value);
    notify.success(t('profile.contacts.emailSaved'));
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  };

  return (
    <ProfileSubpage title={t('profile.contacts.emailTitle')} intro={t('profile.contacts.emailIntro')}>
      {user.isPending ? (
        <PageSpinner />
      ) : user.isError ? (
        <ErrorState title={t('profile.common.loadFailed')} message={user.error.message} onRetry={() => void user.refetch()} />
      ) : (
        <SingleValueForm
          name="email"
          label={t('profile.contacts.email')}
          initial={user.data.email ?? ''}
          validate={validateEmail}
          onSave={save}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.ru"
        />
      )}
    </ProfileSubpage>
  );
}
