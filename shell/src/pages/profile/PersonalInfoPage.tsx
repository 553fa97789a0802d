import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary, Stack } from '@nebo/shared-ui';
import { usePageTitle } from '../../layout/usePageTitle';
import { PersonIdentityForm } from './PersonIdentityForm';
import { fetchProfile, PROFILE_QUERY_KEY } from './profileApi';
import { AccountSection } from './sections/AccountSection';
import { ActivitySection } from './sections/ActivitySection';
import { AvatarSection } from './sections/AvatarSection';
import { ContactsSection } from './sections/ContactsSection';
import { DocumentsSection } from './sections/DocumentsSection';

/**
 * /profile/personal-info/ (the first tab): the picture, the person's identity, then the contact, document
 * and work-and-accounts sections, each row leading to its own page, and the password change.
 */
export function PersonalInfoPage(): ReactElement {
  const { t } = useTranslation('shell');
  usePageTitle(t('profile.personal.title'));
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });

  return (
    <QueryBoundary query={profile} errorTitle={t('profile.personal.loadFailed')}>
      {(data) => (
        <Stack $gap={5}>
          <AvatarSection profile={data} />
          <PersonIdentityForm profile={data} />
          <ContactsSection profile={data} />
          <DocumentsSection />
          <ActivitySection profile={data} />
          <AccountSection />
        </Stack>
      )}
    </QueryBoundary>
  );
}
