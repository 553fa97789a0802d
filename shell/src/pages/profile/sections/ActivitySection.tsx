import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, useLocale } from '@nebo/shared-ui';
import { missionCategoriesQuery, missionNames } from '../missions/missionCategories';
import type { Profile } from '../profileApi';
import { isSocialNetwork } from '../socials/socialNetworks';
import { SectionLinks } from './SectionLinks';

/** How many kinds of work the overview names before "and N more". */
const NAMED_MISSIONS = 2;

/** The kinds of work and the linked social accounts, each leading to its page. */
export function ActivitySection({ profile }: { profile: Profile }): ReactElement {
  const { t } = useTranslation('shell');
  const { locale, localize } = useLocale();
  const saved = profile.missions ?? [];
  const categories = useQuery({ ...missionCategoriesQuery(locale), enabled: saved.length > 0 });
  const names = missionNames(saved, categories.data?.data ?? [], locale);
  let missions = t('profile.activity.missionsNone');
  if (saved.length > 0 && names.length === 0)
    missions = categories.isPending ? t('profile.common.loadingShort') : t('profile.common.filled');
  else if (names.length > NAMED_MISSIONS)
    missions = t('profile.activity.missionsMore', {
      names: names.slice(0, NAMED_MISSIONS).join(', '),
      rest: names.length - NAMED_MISSIONS,
    });
  else if (names.length > 0) missions = names.join(', ');
  const socials = (profile.userSocialIdentities ?? []).map((identity) => identity.socialName).filter(isSocialNetwork);
  return (
    <Card title={t('profile.activity.title')}>
      <SectionLinks
        items={[
          {
            to: localize('/profile/mission-categories/'),
            label: t('profile.activity.missions'),
            value: missions,
            missing: saved.length === 0,
          },
          {
            to: localize('/profile/socials/'),
            label: t('profile.activity.socials'),
            value:
              socials.length > 0
                ? socials.map((provider) => t(`profile.socials.networks.${provider}`)).join(', ')
                : t('profile.activity.socialsNone'),
            missing: socials.length === 0,
          },
        ]}
      />
    </Card>
  );
}
