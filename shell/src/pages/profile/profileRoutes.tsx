import { Navigate, type RouteObject } from 'react-router';
import { localizePath, type Locale } from '@nebo/shared-ui';
import { ErrorPage } from '../../errors/ErrorPage';
import { AdmittedPage } from './admitted/AdmittedPage';
import { EmailPage } from './contacts/EmailPage';
import { LocalityPage } from './contacts/LocalityPage';
import { PasswordPage } from './contacts/PasswordPage';
import { MissionCategoriesPage } from './missions/MissionCategoriesPage';
import { PhonePage } from './contacts/PhonePage';
import { DocumentPage } from './documents/DocumentPage';
import { DOCUMENT_TYPES } from './documents/documentTypes';
import { NotificationsPage } from './notifications/NotificationsPage';
import { OrganizationPage } from './organization/OrganizationPage';
import { PaymentInfoPage } from './payment/PaymentInfoPage';
import { PersonalInfoPage } from './PersonalInfoPage';
import { ProfileLayout } from './ProfileLayout';
import { SocialAccountsPage } from './socials/SocialAccountsPage';

/** /profile/… (docs/requirements.md#ui-profile), for one locale (the tree is mounted at / and at /en/). */
export function profileRoute(locale: Locale): RouteObject {
  const to = (path: string) => <Navigate replace to={localizePath(path, locale)} />;
  return {
    path: 'profile',
    element: <ProfileLayout />,
    children: [
      { index: true, element: to('/profile/personal-info/') },
      { path: 'personal-info', element: <PersonalInfoPage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'admitted', element: <AdmittedPage /> },
      { path: 'payment-info', element: <PaymentInfoPage /> },
      // The tab is called "payment": its short address leads to the same page.
      { path: 'payment', element: to('/profile/payment-info/') },
      { path: 'email', element: <EmailPage /> },
      { path: 'phone', element: <PhonePage /> },
      // Not in the spec's route list: the current password is asked before the password-change e-mail.
      { path: 'password', element: <PasswordPage /> },
      { path: 'locality', element: <LocalityPage /> },
      { path: 'organization', element: <OrganizationPage /> },
      // Not in the spec's route list, which names the profile's fields without pages for these two.
      { path: 'mission-categories', element: <MissionCategoriesPage /> },
      { path: 'socials', element: <SocialAccountsPage /> },
      // key: switching between two document pages must not keep one page's state in the other.
      ...DOCUMENT_TYPES.map((type) => ({ path: type.slug, element: <DocumentPage key={type.slug} type={type} /> })),
      { path: '*', element: <ErrorPage kind="404" /> },
    ],
  };
}
