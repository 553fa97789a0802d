import type { Audience } from '../navigation/audience';

export interface UserMenuItem {
  path: string;
  labelKey: string;
}

/**
 * Entries of the user menu (docs/requirements.md#ui-navigation): company profile for company users, profile, drones (not for
 * authority or company users). Admins live in the admin area, so their profile link is omitted.
 * Entries into remotes appear only when this deployment has them.
 */
export function userMenuItems(audience: Audience, hasRoute: (path: string) => boolean): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (audience === 'company' && hasRoute('/company/profile/')) items.push({ path: '/company/profile/', labelKey: 'header.companyProfile' });
  if (audience !== 'admin') items.push({ path: '/profile/', labelKey: 'header.profile' });
  if ((audience === 'simple' || audience === 'unauthorized') && hasRoute('/drones/'))
    items.push({ path: '/drones/', labelKey: 'header.drones' });
  return items;
}
