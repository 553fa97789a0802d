import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  EmptyState,
  FormActions,
  FormErrorBanner,
  FormSection,
  FormTextField,
  notify,
  PageHeading,
  QueryBoundary,
  Stack,
  useLocale,
} from '@nebo/shared-ui';
import { authorityKeys, fetchProfile, saveProfile } from '../api/authorityApi';
import { formErrorsOf } from '../api/formErrors';
import { CONTACT_TYPES, type AuthorityProfileDto } from '../api/types';
import { useStaff } from '../layout/StaffContext';
import { NAMESPACE } from '../namespace';
import { ContactFields } from './ContactFields';
import { FormTextArea } from './FormTextArea';
import { PROFILE_FIELDS, PROFILE_LIMITS, profilePayload, profileValues, validateProfile, type ProfileValues } from './profileForm';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The edit form of the authority profile (its own component so a test can give it a profile directly). */
export function ProfileForm({ profile, onDone }: { profile: AuthorityProfileDto; onDone: () => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => profileValues(profile), [profile]);

  const onSubmit = async (values: ProfileValues) => {
    try {
      const saved = await saveProfile(profile.id, profilePayload(values));
      queryClient.setQueryData(authorityKeys.profile(profile.id), saved);
      await queryClient.invalidateQueries({ queryKey: authorityKeys.current });
      notify.success(t('profile.saved'));
      onDone();
      return undefined;
    } catch (error) {
      return formErrorsOf(error, PROFILE_FIELDS);
    }
  };

  return (
    <Form<ProfileValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateProfile(values, t)}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <Stack $gap={5}>
            <FormSection aria-labelledby="profile-general">
              <h2 id="profile-general">{t('profile.general')}</h2>
              <Fields>
                <div className="wide">
                  <FormTextField
                    name="name"
                    label={t('profile.name')}
                    required
                    maxLength={PROFILE_LIMITS.name}
                    autoComplete="organization"
                  />
                </div>
                <FormTextField name="shortName" label={t('profile.shortName')} maxLength={PROFILE_LIMITS.shortName} />
                <FormTextField
                  name="website"
                  label={t('profile.website')}
                  hint={t('profile.websiteHint')}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  maxLength={PROFILE_LIMITS.website}
                />
                <div className="wide">
                  <FormTextField
                    name="address"
                    label={t('profile.address')}
                    autoComplete="street-address"
                    maxLength={PROFILE_LIMITS.address}
                  />
                </div>
                <div className="wide">
                  <FormTextArea name="description" label={t('profile.description')} maxLength={PROFILE_LIMITS.description} />
                </div>
              </Fields>
            </FormSection>
            <FormSection aria-labelledby="profile-contacts">
              <h2 id="profile-contacts">{t('profile.contactsTitle')}</h2>
              <Lead>{t('profile.contactsLead')}</Lead>
              {CONTACT_TYPES.map((type) => (
                <ContactFields key={type} type={type} />
              ))}
            </FormSection>
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {submitting ? t('profile.saving') : t('profile.save')}
              </Button>
              <Button type="button" $variant="ghost" onClick={onDone} disabled={submitting}>
                {t('profile.cancel')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** /agreement/authority/edit/ — admins only; others are told so instead of meeting a form the server would refuse. */
export function EditProfilePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const { authority, isAdmin } = useStaff();
  const profile = useQuery({ queryKey: authorityKeys.profile(authority.id), queryFn: () => fetchProfile(authority.id), enabled: isAdmin });
  const back = localize('/agreement/authority/');

  if (!isAdmin) {
    return (
      <EmptyState
        title={t('profile.title')}
        description={t('profile.readOnly')}
        action={
          <ButtonLink to={back} $variant="secondary">
            {t('profile.title')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Stack $gap={5}>
      <PageHeading title={t('profile.editTitle')} description={t('profile.lead')} />
      <QueryBoundary query={profile} errorTitle={t('profile.loadFailed')}>
        {(data) => <ProfileForm profile={data} onDone={() => void navigate(back)} />}
      </QueryBoundary>
    </Stack>
  );
}
