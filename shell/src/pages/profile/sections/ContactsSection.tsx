import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { applyMask, Card, MASKS, useLocale } from '@nebo/shared-ui';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser, type Profile } from '../profileApi';
import { useLocalityName } from '../contacts/useLocalityName';
import { SectionLinks } from './SectionLinks';

/** E-mail, phone, locality and organisation, each leading to its page. */
export function ContactsSection({ profile }: { profile: Profile }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const user = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => fetchCurrentUser({ quiet: true }) });
  const unknown = user.isPending ? t('profile.common.loadingShort') : t('profile.common.notFilled');
  const email = user.data?.email;
  const phone = user.data?.phone;
  const locality = profile.locality;
  const localityName = useLocalityName(locality);
  return (
    <Card title={t('profile.contacts.title')}>
      <SectionLinks
        items={[
          { to: localize('/profile/email/'), label: t('profile.contacts.email'), value: email ?? unknown, missing: !email },
          {
            to: localize('/profile/phone/'),
            label: t('profile.contacts.phone'),
            value: phone ? applyMask(MASKS.phone, phone).value : unknown,
            missing: !phone,
          },
          {
            to: localize('/profile/locality/'),
            label: t('profile.locality.title'),
            value: locality ? (localityName ?? t('profile.common.filled')) : t('profile.common.notFilled'),
            missing: !locality,
          },
          {
            to: localize('/profile/organization/'),
            label: t('profile.organization.title'),
            value: profile.organization?.name ?? t('profile.common.notFilled'),
            missing: !profile.organization,
          },
        ]}
      />
    </Card>
  );
}
