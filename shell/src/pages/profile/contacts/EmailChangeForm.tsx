import type { ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, composeValidators, email, FormErrorBanner, FormTextField, required, Stack, type Validator } from '@nebo/shared-ui';
import { FormActions } from '../common/FormActions';
import { changeEmail, type CurrentUser } from '../profileApi';
import { CurrentPasswordField } from './CurrentPasswordField';
import { passwordFormErrors } from './passwordFormErrors';

interface EmailChangeValues {
  email?: string;
  currentPassword?: string;
}

const FIELDS = ['email', 'currentPassword'] as const;

/**
 * A new address and the current password: the server e-mails a confirmation link to the new address and
 * answers the account with the change pending. After a success the form starts afresh, so the password
 * does not stay in the page.
 */
export function EmailChangeForm({
  current,
  onRequested,
}: {
  current: string | null;
  onRequested: (user: CurrentUser) => void;
}): ReactElement {
  const { t } = useTranslation('shell');
  const notCurrent: Validator<string | undefined> = (value) =>
    value && current && value.trim().toLowerCase() === current.toLowerCase() ? t('profile.contacts.emailSame') : undefined;
  const validateEmail = composeValidators<string | undefined>(required as Validator<string | undefined>, email, notCurrent);

  return (
    <Form<EmailChangeValues>
      onSubmit={async (values, form) => {
        try {
          onRequested(await changeEmail((values.email ?? '').trim(), values.currentPassword ?? ''));
          // Back to an empty form: the next change starts afresh.
          setTimeout(() => form.restart());
          return undefined;
        } catch (error) {
          return passwordFormErrors(error, t, FIELDS);
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <Stack $gap={4}>
            <FormTextField
              name="email"
              label={t('profile.contacts.newEmail')}
              hint={t('profile.contacts.newEmailHint')}
              validate={validateEmail}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="name@example.ru"
              maxLength={254}
            />
            <CurrentPasswordField />
            <FormErrorBanner />
          </Stack>
          <FormActions>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('profile.contacts.sending') : t('profile.contacts.sendLink')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
