import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeading, TabNav, useLocale } from '@nebo/shared-ui';

/**
 * The profile tabs of the spec: personal-info, notifications, admitted and payment. The payment tab
 * is the bank requisites page of the route list (/profile/payment-info/); the admitted tab has no
 * route in the list, so it lives at /profile/admitted/.
 */
export const PROFILE_TABS = [
  { path: '/profile/personal-info/', labelKey: 'profile.tabs.personalInfo' },
  { path: '/profile/notifications/', labelKey: 'profile.tabs.notifications' },
  { path: '/profile/admitted/', labelKey: 'profile.tabs.admitted' },
  { path: '/profile/payment-info/', labelKey: 'profile.tabs.payment' },
] as const;

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
