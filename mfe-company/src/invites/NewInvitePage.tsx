import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  BareFieldset,
  Button,
  Checkbox,
  FieldError,
  FormActions,
  FormSection,
  isApiError,
  notify,
  PageHeading,
  Stack,
  TextField,
  useDebounced,
  useLocale,
} from '@nebo/shared-ui';
import { STAFF_ROLES } from '../employees/employeesApi';
import { errorText } from '../employees/errorText';
import { NAMESPACE } from '../namespace';
import { invitePayload, lookupReady, POSITION_MAX_LENGTH, validateInvite, type InviteFormValues } from './inviteForm';
import { createInvitation, findNewEmployee, inviteKeys } from './invitesApi';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

const Lookup = styled.p<{ $warn?: boolean }>`
  margin: 0;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.textMuted)};
`;

type Field = keyof InviteFormValues;

/** What the platform knows about the e-mail (GET find-new-employee; 404 → no account yet), said under the field. */
function LookupNote({ email }: { email: string }): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  const settled = useDebounced(email.trim().toLowerCase(), 400);
  const ready = lookupReady(settled);
  const found = useQuery({
    queryKey: inviteKeys.lookup(settled),
    queryFn: ({ signal }) => findNewEmployee(settled, signal),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
  if (!ready || settled !== email.trim().toLowerCase()) return null;
  let text: string;
  let warn = false;
  if (found.isPending) text = t('invites.form.checking');
  else if (found.isError) text = t('invites.form.lookupFailed');
  else if (!found.data) text = t('invites.form.notFound');
  else if (found.data.employedElsewhere) {
    text = t('invites.form.employedElsewhere');
    warn = true;
  } else {
    const name = [found.data.lastName, found.data.firstName].filter(Boolean).join(' ') || found.data.email;
    text = t('invites.form.found', { name });
  }
  return (
    <Lookup id="invite-email-lookup" role="status" aria-live="polite" $warn={warn}>
      {text}
    </Lookup>
  );
}

/**
 * /company/profile/invites/new/ (company admins) — an invitation by e-mail with roles (at least one) and an optional
 * position; the e-mail is looked up while typing, so the admin knows whether the person already has an account.
 */
export function NewInvitePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InviteFormValues>({ email: '', roles: [], position: '' });
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const errors = validateInvite(values);
  const back = localize('/company/profile/invites/');

  const send = useMutation({
    mutationFn: () => createInvitation(invitePayload(values)),
    onSuccess: async (invitation) => {
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      notify.success(t('invites.form.sent', { email: invitation?.email ?? values.email.trim() }));
      navigate(back);
    },
    onError: (error) => {
      const placed: Partial<Record<Field, string>> = {};
      if (isApiError(error)) {
        for (const { field, error: text } of error.detailedError) {
          if (field === 'email' || field === 'roles' || field === 'position') placed[field] = text;
        }
      }
      setServerErrors(placed);
    },
  });

  const set = <K extends Field>(field: K, value: InviteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: Field) =>
    serverErrors[field] ?? (shown && errors[field] ? t(errors[field], { max: POSITION_MAX_LENGTH }) : undefined);
  const toggle = (role: string, on: boolean) =>
    set(
      'roles',
      on ? STAFF_ROLES.filter((code) => code === role || values.roles.includes(code)) : values.roles.filter((code) => code !== role),
    );
  const placed = Object.values(serverErrors).some(Boolean);

  return (
    <Stack $gap={5}>
      <PageHeading title={t('invites.form.title')} description={t('invites.form.lead')} />
      <form
        noValidate
        aria-label={t('invites.form.title')}
        aria-busy={send.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          setShown(true);
          if (Object.keys(errors).length === 0) send.mutate();
        }}
      >
        <Stack $gap={5}>
          <FormSection>
            <Stack $gap={3}>
              <TextField
                label={t('invites.form.email')}
                type="email"
                value={values.email}
                onChange={(value) => set('email', value)}
                error={errorOf('email')}
                required
                maxLength={254}
                autoComplete="off"
                aria-describedby="invite-email-lookup"
              />
              <LookupNote email={values.email} />
            </Stack>
          </FormSection>
          <FormSection>
            <BareFieldset aria-describedby={errorOf('roles') ? 'invite-roles-error' : undefined}>
              <legend>{t('invites.form.rolesLegend')}</legend>
              {STAFF_ROLES.map((role) => (
                <Checkbox
                  key={role}
                  label={t(`employees.roles.${role}`)}
                  checked={values.roles.includes(role)}
                  onChange={(on) => toggle(role, on)}
                />
              ))}
              <FieldError id="invite-roles-error">{errorOf('roles')}</FieldError>
            </BareFieldset>
          </FormSection>
          <FormSection>
            <TextField
              label={t('invites.form.position')}
              hint={t('invites.form.positionHint')}
              value={values.position}
              onChange={(value) => set('position', value)}
              error={errorOf('position')}
              maxLength={POSITION_MAX_LENGTH}
              autoComplete="off"
            />
          </FormSection>
          {send.error && !placed ? <Failure role="alert">{errorText(send.error, t)}</Failure> : null}
          <FormActions>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('invites.form.sending') : t('invites.form.send')}
            </Button>
            <Button $variant="ghost" disabled={send.isPending} onClick={() => navigate(back)}>
              {t('invites.form.cancel')}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Stack>
  );
}
