import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  addressText,
  Button,
  composeValidators,
  FormErrorBanner,
  FormTextField,
  innOrganization,
  MASKS,
  maxLength,
  notify,
  QueryBoundary,
  personName,
  required,
  sessionStore,
  submissionErrorsFrom,
  type Validator,
} from '@nebo/shared-ui';
import { FormActions, FormGrid } from '../common/FormActions';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { fetchProfile, PROFILE_QUERY_KEY } from '../profileApi';
import { saveOrganization, type Organization } from './organizationApi';

type OrganizationValues = Partial<Organization>;

const NAME_MAX = 255;
const POSITION_MAX = 150;
const req = required as Validator<string | undefined>;
const validators: Record<keyof OrganizationValues, Validator<string | undefined>> = {
  name: composeValidators(req, addressText, maxLength(NAME_MAX)),
  inn: composeValidators(req, innOrganization),
  position: composeValidators(req, personName, maxLength(POSITION_MAX)),
};

function toOrganization(values: OrganizationValues): Organization {
  return { name: (values.name ?? '').trim(), inn: values.inn ?? '', position: (values.position ?? '').trim() };
}

/** /profile/organization/: the organisation the pilot works for; the summary's employment follows. */
export function OrganizationPage(): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
  const saved = profile.data?.organization;
  const initial = useMemo(() => ({ name: saved?.name ?? '', inn: saved?.inn ?? '', position: saved?.position ?? '' }), [saved]);

  const onSubmit = async (values: OrganizationValues) => {
    try {
      await saveOrganization(toOrganization(values));
      notify.success(t('profile.organization.saved'));
      await Promise.all([
        sessionStore.getState().loadSummary({ force: true }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]);
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: ['name', 'inn', 'position'] });
    }
  };

  return (
    <ProfileSubpage title={t('profile.organization.title')} intro={t('profile.organization.intro')}>
      <QueryBoundary query={profile} errorTitle={t('profile.common.loadFailed')}>
        {() => (
          <Form<OrganizationValues> onSubmit={onSubmit} initialValues={initial}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
                <FormGrid>
                  <div className="wide">
                    <FormTextField
                      name="name"
                      label={t('profile.organization.name')}
                      validate={validators.name}
                      required
                      autoComplete="organization"
                    />
                  </div>
                  <FormTextField
                    name="inn"
                    label={t('profile.organization.inn')}
                    hint={t('profile.organization.innHint')}
                    mask={MASKS.innOrganization}
                    inputMode="numeric"
                    validate={validators.inn}
                    required
                    autoComplete="off"
                  />
                  <FormTextField
                    name="position"
                    label={t('profile.organization.post')}
                    validate={validators.position}
                    required
                    autoComplete="organization-title"
                  />
                  <div className="wide">
                    <FormErrorBanner />
                  </div>
                </FormGrid>
                <FormActions>
                  <Button type="submit" disabled={submitting}>
                    {submitting ? t('profile.common.saving') : t('profile.common.save')}
                  </Button>
                </FormActions>
              </form>
            )}
          </Form>
        )}
      </QueryBoundary>
    </ProfileSubpage>
  );
}
