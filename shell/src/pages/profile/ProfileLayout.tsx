import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeading, TabNav, useLocale } from '@nebo/shared-ui';

/**
 * The profile tabs of the spec are personal-info, notifications, admitted and payment; a tab is
 * listed once its page exists, so only personal information is here for now.
 */
const PROFILE_TABS = [{ path: '/profile/personal-info/', labelKey: 'profile.tabs.personalInfo' }] as const;

export function ProfileLayout(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  return (
    <>
      <PageHeading title={t('profile.title')} description={t('profile.description')} />
      <TabNav label={t('profile.tabs.label')} items={PROFILE_TABS.map((tab) => ({ to: localize(tab.path), label: t(tab.labelKey) }))} />
      <Outlet />
    </>
  );
}
