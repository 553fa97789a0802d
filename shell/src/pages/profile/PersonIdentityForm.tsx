import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Card,
  FormErrorBanner,
  FormRadioGroup,
  FormTextField,
  MASKS,
  media,
  notify,
  sessionStore,
  submissionErrorsFrom,
} from '@nebo/shared-ui';
import { initialValues, PERSONAL_INFO_FIELDS, toPersonIdentity, validators, type PersonalInfoValues } from './personalInfoForm';
import { PROFILE_QUERY_KEY, savePersonIdentity, type Profile } from './profileApi';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  grid-template-columns: 1fr;
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wide = styled.div`
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;

const Intro = styled.p`
  margin: -${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(5)};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

/**
 * Sex, names and birth date (PATCH person-identity). Validation mirrors the server; the server's
 * field errors land on their fields; the header name follows a save.
 */
export function PersonIdentityForm({ profile }: { profile: Profile }): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: savePersonIdentity });
  const initial = useMemo(() => initialValues(profile), [profile]);
  const sexOptions = useMemo(
    () => [
      { value: 'M' as const, label: t('profile.personal.male') },
      { value: 'F' as const, label: t('profile.personal.female') },
    ],
    [t],
  );

  const onSubmit = async (values: PersonalInfoValues) => {
    try {
      const answer = await save.mutateAsync(toPersonIdentity(values));
      notify.success(answer?.complete === false ? t('profile.personal.savedIncomplete') : t('profile.personal.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        // The header shows "First L." and the guards read personIdentity from the summary: fetch it again now.
        sessionStore.getState().loadSummary({ force: true }),
      ]);
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: PERSONAL_INFO_FIELDS });
    }
  };

  return (
    <Card title={t('profile.personal.title')}>
      <Intro>{t('profile.personal.intro')}</Intro>
      <Form<PersonalInfoValues> onSubmit={onSubmit} initialValues={initial}>
        {({ handleSubmit, submitting, pristine, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <Fields>
              <Wide>
                <FormRadioGroup name="sex" label={t('profile.personal.sex')} options={sexOptions} validate={validators.sex} required />
              </Wide>
              <FormTextField
                name="lastName"
                label={t('profile.personal.lastName')}
                validate={validators.lastName}
                autoComplete="family-name"
                required
              />
              <FormTextField
                name="firstName"
                label={t('profile.personal.firstName')}
                validate={validators.firstName}
                autoComplete="given-name"
                required
              />
              <FormTextField
                name="patronymic"
                label={t('profile.personal.patronymic')}
                hint={t('profile.personal.patronymicHint')}
                validate={validators.patronymic}
                autoComplete="additional-name"
              />
              <FormTextField
                name="birthDate"
                label={t('profile.personal.birthDate')}
                hint={t('profile.personal.birthDateHint')}
                mask={MASKS.date}
                inputMode="numeric"
                autoComplete="bday"
                placeholder={t('profile.personal.birthDatePlaceholder')}
                validate={validators.birthDate}
                required
              />
              <Wide>
                <FormErrorBanner />
              </Wide>
            </Fields>
            <Actions>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('profile.personal.saving') : t('profile.personal.save')}
              </Button>
              <Button $variant="ghost" disabled={submitting || pristine} onClick={() => form.reset()}>
                {t('profile.personal.reset')}
              </Button>
            </Actions>
          </form>
        )}
      </Form>
    </Card>
  );
}
