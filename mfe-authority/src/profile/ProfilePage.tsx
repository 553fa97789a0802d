import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { authorityKeys, fetchProfile } from '../api/authorityApi';
import { useStaff } from '../layout/StaffContext';
import { NAMESPACE } from '../namespace';
import { AvatarPanel } from './AvatarPanel';
import { ProfileView } from './ProfileView';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** /agreement/authority/ — the authority profile; its administrators edit it, every employee reads it. */
export function ProfilePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { authority, isAdmin } = useStaff();
  const profile = useQuery({ queryKey: authorityKeys.profile(authority.id), queryFn: () => fetchProfile(authority.id) });
  return (
    <Stack $gap={5}>
      <PageHeading
        title={t('profile.title')}
        description={t('profile.lead')}
        actions={
          isAdmin ? (
            <ButtonLink to={localize('/agreement/authority/edit/')}>{t('profile.edit')}</ButtonLink>
          ) : (
            <Note>{t('profile.readOnly')}</Note>
          )
        }
      />
      <QueryBoundary query={profile} errorTitle={t('profile.loadFailed')}>
        {(data) => (
          <Stack $gap={5}>
            <Card title={t('profile.avatar.title')} aria-label={t('profile.avatar.title')}>
              <AvatarPanel profile={data} editable={isAdmin} />
            </Card>
            <ProfileView profile={data} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
