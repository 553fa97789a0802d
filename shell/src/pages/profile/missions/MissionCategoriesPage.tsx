import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormErrorBanner, notify, QueriesBoundary, submissionErrorsFrom, useLocale } from '@nebo/shared-ui';
import { FormActions } from '../common/FormActions';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { fetchProfile, PROFILE_QUERY_KEY, saveMissionCategories } from '../profileApi';
import { MissionCategoryField } from './MissionCategoryField';
import { initialMissions, missionCategoriesQuery, MISSIONS_FIELD, type MissionValues } from './missionCategories';

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The form-level error, spaced from the boxes only when there is one. */
const FormError = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.spacing(4)};
  }
`;

const Actions = styled(FormActions)`
  align-items: center;
  justify-content: space-between;
`;

/** /profile/mission-categories/: the kinds of work the pilot does, from the MISSION_CATEGORY dictionary. */
export function MissionCategoriesPage(): ReactElement {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
  const categories = useQuery(missionCategoriesQuery(locale));
  const items = categories.data?.data;
  const initial = useMemo(() => (items ? initialMissions(profile.data?.missions, items) : undefined), [profile.data, items]);

  const onSubmit = async (values: MissionValues) => {
    try {
      await saveMissionCategories(values.missionCategoryIds);
      notify.success(values.missionCategoryIds.length > 0 ? t('profile.missions.saved') : t('profile.missions.cleared'));
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: [MISSIONS_FIELD] });
    }
  };

  return (
    <ProfileSubpage title={t('profile.missions.title')} intro={t('profile.missions.intro')}>
      <QueriesBoundary
        queries={[profile, categories]}
        errorTitle={[t('profile.common.loadFailed'), t('profile.missions.loadFailed')]}
        empty={<Count>{t('profile.missions.empty')}</Count>}
        isEmpty={([, found]) => found.data.length === 0}
      >
        {([, found]) => {
          const list = found.data;
          return (
            <Form<MissionValues> onSubmit={onSubmit} initialValues={initial}>
              {({ handleSubmit, submitting, pristine, values }) => (
                <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
                  <MissionCategoryField
                    items={list}
                    locale={locale}
                    legend={t('profile.missions.legend')}
                    hint={t('profile.missions.hint')}
                    disabled={submitting}
                  />
                  <FormError>
                    <FormErrorBanner />
                  </FormError>
                  <Actions>
                    <Count aria-live="polite">
                      {t('profile.missions.selected', { selected: values.missionCategoryIds?.length ?? 0, total: list.length })}
                    </Count>
                    <Button type="submit" disabled={submitting || pristine}>
                      {submitting ? t('profile.common.saving') : t('profile.common.save')}
                    </Button>
                  </Actions>
                </form>
              )}
            </Form>
          );
        }}
      </QueriesBoundary>
    </ProfileSubpage>
  );
}
